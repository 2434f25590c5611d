import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SandboxProblemProvider } from "../../src/contexts/sandbox-problem-context";
import { SandboxProblemNote } from "../../src/features/sandbox-state/sandbox-problem-note";
import { createSandboxApp } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { createSandboxProblemStore } from "../../src/transport/sandbox-problem-store";
import { switchLanguage } from "../i18n/switch-language";
import { renderConsole } from "../render";

/** The console over a sandbox that has one order placed, and a way to read its balance. */
async function usedSandbox() {
  const app = createSandboxApp();
  const resets: string[] = [];
  const auth = { Authorization: `Bearer ${DEMO_KEYS.funded}` };
  const balance = async () =>
    ((await (await app.request("/v1/balance", { headers: auth })).json()) as { data: { balance: number } }).data
      .balance;
  const seed = await balance();
  await app.request("/v1/create_order", {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ product_id: 201, user_id: "123456789", reseller_ref: "before-reset" }),
  });
  const ui = renderConsole(async (request) => {
    if (request.url.endsWith("/_sandbox/reset")) resets.push(request.url);
    return app.fetch(request);
  });
  return { ...ui, seed, balance, resets };
}

const settings = async (user: ReturnType<typeof renderConsole>["user"], name = "Settings") => {
  await user.click(screen.getByRole("button", { name }));
  // The dialog's code loads on first opening.
  return within(await screen.findByRole("dialog", { name }));
};

describe("Reset sandbox, in Settings", () => {
  it("asks first, its safe answer focused: Keep it changes nothing", async () => {
    const { user, seed, balance, resets } = await usedSandbox();
    const dialog = await settings(user);
    await user.click(dialog.getByRole("button", { name: "Reset sandbox…" }));
    const question = dialog.getByRole("group", { name: "Reset the embedded sandbox?" });
    expect(question).toHaveAccessibleDescription(/go back to their start in every tab of this browser/);
    expect(within(question).getByRole("button", { name: "Keep it" })).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(dialog.queryByRole("group", { name: "Reset the embedded sandbox?" })).not.toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Reset sandbox…" })).toHaveFocus();
    expect(resets).toEqual([]);
    expect(await balance()).not.toEqual(seed);
  });

  it("Reset puts the seed back and says so", async () => {
    const { user, seed, balance, resets } = await usedSandbox();
    const dialog = await settings(user);
    await user.click(dialog.getByRole("button", { name: "Reset sandbox…" }));
    await user.click(dialog.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(dialog.getByRole("status")).toHaveTextContent("The sandbox is back at its start."));
    expect(dialog.getByRole("button", { name: "Reset sandbox…" })).toHaveFocus();
    expect(resets).toEqual(["https://sandbox.invalid/v1/_sandbox/reset"]);
    expect(await balance()).toEqual(seed);
  });

  it("speaks Indonesian", async () => {
    const { user, seed, balance } = await usedSandbox();
    await switchLanguage(user, "id");
    const dialog = await settings(user, "Setelan");
    await user.click(dialog.getByRole("button", { name: "Atur ulang sandbox…" }));
    const question = dialog.getByRole("group", { name: "Atur ulang sandbox bawaan?" });
    expect(within(question).getByRole("button", { name: "Biarkan" })).toHaveFocus();
    await user.click(within(question).getByRole("button", { name: "Atur ulang" }));
    await waitFor(() => expect(dialog.getByRole("status")).toHaveTextContent("Sandbox sudah kembali seperti semula."));
    expect(await balance()).toEqual(seed);
  });
});

describe("the embedded sandbox's problem note", () => {
  it("says nothing until a problem is reported, then says what happened", () => {
    const store = createSandboxProblemStore();
    render(
      <SandboxProblemProvider store={store}>
        <SandboxProblemNote />
      </SandboxProblemProvider>,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    store.report("damaged");
    return waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        /saved state could not be read, so it started again from its seed/,
      ),
    );
  });
});
