import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createQueryClient, Providers } from "../../src/app/providers";
import { BUILT_IN_STATE } from "../../src/config/runtime-config-load";
import { useSettings } from "../../src/contexts/settings-context";
import { listKey, useListQuery } from "../../src/queries/use-list-query";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";

// docs/using-the-console.md says how long a picker's list is kept and what its cache key holds;
// this reads both from the query the pickers use.
const guide = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), "../../docs/using-the-console.md"),
  "utf8",
).replace(/\s+/g, " ");

describe("a picker's list, as docs/using-the-console.md says", () => {
  it("is never stale, is dropped after the stated minutes unused, and its key holds no scenario", () => {
    const client = createQueryClient();
    const sandbox = createSandboxApp();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers queryClient={client} transport={async (request) => sandbox.fetch(request)} config={BUILT_IN_STATE}>
        {children}
      </Providers>
    );
    const { result } = renderHook(() => ({ list: useListQuery("games"), settings: useSettings() }), { wrapper });
    const lists = () => client.getQueryCache().findAll({ queryKey: ["list"] });

    const [query] = lists();
    expect(query?.observers[0]?.options.staleTime).toBe(Number.POSITIVE_INFINITY);
    const minutes = (query?.options.gcTime ?? 0) / 60_000;
    expect(guide).toContain(`dropped ${minutes} minutes after no picker uses it`);

    const { baseUrl, apiKey } = result.current.settings.settings;
    expect(query?.queryKey).toEqual(listKey("games", baseUrl, apiKey));
    act(() => result.current.settings.update({ scenario: "server_error" }));
    expect(lists().map((list) => list.queryKey)).toEqual([query?.queryKey]);
    expect(guide).toContain("The sandbox scenario is not part of that key");
  });
});
