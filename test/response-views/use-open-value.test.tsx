import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { WorkspaceProvider } from "../../src/contexts/workspace-context";
import { useOpenValue } from "../../src/features/response-views/use-open-value";
import { createWorkspaceStore } from "../../src/workspace/workspace-store";

describe("useOpenValue", () => {
  it("opens the form through the store, noting the response, its time and the game for the picker", () => {
    const store = createWorkspaceStore({ actionId: "products" });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <WorkspaceProvider store={store}>{children}</WorkspaceProvider>
    );
    const { result } = renderHook(() => useOpenValue("validate_player", 1_700_000_000_000), { wrapper });
    act(() =>
      result.current({
        actionId: "create_order",
        offer: "orderValidatedPlayer",
        label: "Place an order for this player",
        values: { user_id: "123" },
        gameId: "4",
      }),
    );
    const state = store.getState();
    expect(state.actionId).toBe("create_order");
    expect(state.drafts.get("create_order")?.values).toMatchObject({ user_id: "123", product_id: "" });
    expect(state.note).toEqual({
      actionId: "create_order",
      from: { kind: "response", actionId: "validate_player" },
      at: 1_700_000_000_000,
      gameId: "4",
    });
  });
});
