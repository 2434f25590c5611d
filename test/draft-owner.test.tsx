import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_KEYS } from "../src/sandbox/demo-keys";
import type { WorkspaceStore } from "../src/workspace/workspace-store";
import { importCurl } from "./import-curl";
import { findStatus, recordingSandbox, renderConsole, startConsole } from "./render";

// The page's own store, kept as it is made, so a test can watch what reaches it.
const stores: WorkspaceStore[] = [];
vi.mock("../src/workspace/workspace-store", async (importOriginal) => {
  const real = await importOriginal<typeof import("../src/workspace/workspace-store")>();
  return {
    ...real,
    createWorkspaceStore: (...args: Parameters<typeof real.createWorkspaceStore>) => {
      const store = real.createWorkspaceStore(...args);
      stores.push(store);
      return store;
    },
  };
});

// Every build of a draft into a request, counted.
const builds = vi.hoisted(() => ({ count: 0 }));
vi.mock("../src/workspace/build-draft", async (importOriginal) => {
  const real = await importOriginal<typeof import("../src/workspace/build-draft")>();
  return {
    ...real,
    buildDraft: (...args: Parameters<typeof real.buildDraft>) => {
      builds.count += 1;
      return real.buildDraft(...args);
    },
  };
});

// Every time a 4xx's messages were put under the fields, by the names they were for: a write that
// came late, or was cleared since, is still counted.
const fieldWrites = vi.hoisted(() => ({ names: [] as string[][] }));
vi.mock("../src/features/action-form/show-field-errors", async (importOriginal) => {
  const real = await importOriginal<typeof import("../src/features/action-form/show-field-errors")>();
  return {
    ...real,
    showFieldErrors: (...args: Parameters<typeof real.showFieldErrors>) => {
      fieldWrites.names.push([...args[2].keys()]);
      return real.showFieldErrors(...args);
    },
  };
});

beforeEach(() => {
  stores.length = 0;
  fieldWrites.names.length = 0;
});

const pageStore = () => {
  const store = stores.at(-1);
  if (!store) throw new Error("the page made no workspace store");
  return store;
};

/** Counts the store's changes and the form's writes from now on. */
function watch(store: WorkspaceStore) {
  const changes = vi.fn();
  store.subscribe(changes);
  const saves = vi.spyOn(store, "saveDraft");
  return { changes, saves };
}

describe("one owner of the draft", () => {
  it("opens a draft into the form as one change of the store, with nothing written back", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "List packages" }));
    await user.type(screen.getByLabelText(/game_id/), "3");
    // Leaving the field closes its list (a change of its own, whenever the picker has loaded by then).
    await user.click(document.body);
    const { changes, saves } = watch(pageStore());

    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByLabelText(/game_id/)).toHaveValue("");
    expect(saves).not.toHaveBeenCalled();
    expect(changes).toHaveBeenCalledTimes(1);
    // Focus stays on the button pressed, in the form made anew.
    expect(screen.getByRole("button", { name: "Reset" })).toHaveFocus();

    changes.mockClear();
    await importCurl(user, "curl 'https://sandbox.invalid/v1/products?game_id=5'");
    await waitFor(() => expect(screen.getByLabelText(/game_id/)).toHaveValue("5"));
    // Counted once the import has settled: its last render shows where the draft came from.
    expect(await screen.findByText(/^Imported from cURL/)).toBeInTheDocument();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(saves).not.toHaveBeenCalled();

    // Typing is the one way from the form to the store: once per key.
    await user.type(screen.getByLabelText(/game_id/), "1");
    expect(saves).toHaveBeenCalledTimes(1);
    expect(pageStore().draftOf("products").values.game_id).toBe("51");
  });

  it("builds the request once per change for the form, the preview and the contract check", async () => {
    const { user } = await startConsole();
    await user.click(screen.getByRole("radio", { name: "List packages" }));
    await user.click(screen.getByRole("button", { name: "Check against the contract" }));
    const check = await screen.findByRole("region", { name: "Contract check" });
    builds.count = 0;

    await user.type(screen.getByLabelText(/game_id/), "4");
    expect(screen.getByRole("region", { name: "Request" })).toHaveTextContent("/v1/products?game_id=4");
    expect(within(check).getByText("This request matches the contract of List packages.")).toBeInTheDocument();
    expect(builds.count).toBe(1);
  });
});

describe("a 4xx under the fields, from the send's own answer", () => {
  const namesProduct = () => Response.json({ errors: { product_id: "No such package" } }, { status: 422 });

  it("reaches the form after the answer renewed the order reference, focus moved to the field named", async () => {
    const { transport } = recordingSandbox(async () => namesProduct());
    const { user } = renderConsole(transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.funded);
    await user.click(screen.getByRole("radio", { name: "Place top-up order" }));
    await user.type(screen.getByLabelText(/product_id/), "999");
    await user.type(screen.getByLabelText(/user_id/), "42");
    const reference = (screen.getByLabelText(/reseller_ref/) as HTMLInputElement).value;
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    await findStatus(/^422/);
    await waitFor(() =>
      expect(screen.getByLabelText(/product_id/)).toHaveAccessibleDescription(/The API says: No such package/),
    );
    expect(screen.getByLabelText(/product_id/)).toHaveFocus();
    expect(screen.getByLabelText(/reseller_ref/)).not.toHaveValue(reference);
  });

  it("is not put under a draft opened while the send was on its way, and the next send's is", async () => {
    let answer: (response: Response) => void = () => undefined;
    let asked = 0;
    const { transport } = recordingSandbox(() => {
      asked += 1;
      return new Promise((resolve) => (answer = resolve));
    });
    const { user } = renderConsole(transport);
    await user.click(screen.getByLabelText("API key"));
    await user.paste(DEMO_KEYS.funded);
    await user.click(screen.getByRole("radio", { name: "Check order status" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(screen.getByRole("button", { name: "Reset" }));
    answer(Response.json({ errors: { order_id: "Give an order id" } }, { status: 422 }));
    await findStatus(/^422/);
    // The response says it; the emptied form is not told about a request it did not send.
    await screen.findByText(/Give an order id/);
    expect(screen.getByLabelText(/^order_id/)).not.toHaveAccessibleDescription(/The API says/);

    // The form's own send is answered the same way, later: once its message is under its field, the
    // first answer has had every chance to reach the form, and it never did.
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(asked).toBe(2));
    answer(Response.json({ errors: { reseller_ref: "Give a reference" } }, { status: 422 }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^reseller_ref/)).toHaveAccessibleDescription(/The API says: Give a reference/),
    );
    expect(fieldWrites.names).toEqual([["reseller_ref"]]);
    expect(screen.getByLabelText(/^order_id/)).not.toHaveAccessibleDescription(/The API says/);
  });
});
