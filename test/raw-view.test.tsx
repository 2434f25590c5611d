import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findStatus, renderConsole, responseRegion } from "./render";

// One long line, with runs of spaces, a tab and a line break: the bytes Raw must keep as received.
const BODY = `{"order_id":"ord_${"7".repeat(400)}",  "note":"a\tb"}\n   {"next":true}`;
const answering = async () => new Response(BODY, { headers: { "Content-Type": "application/json" } });

async function sendOnce(user: ReturnType<typeof renderConsole>["user"]) {
  await user.click(screen.getByLabelText("API key"));
  await user.paste("any-key");
  await user.click(screen.getByRole("button", { name: "Send" }));
  await findStatus("200 OK");
  return within(responseRegion()).findByRole("document", { name: "Raw body" });
}

describe("the Raw view's Wrap lines switch", () => {
  it("is on at first, says only the display wraps, and keeps the bytes as received either way", async () => {
    const { user } = renderConsole(answering);
    const raw = await sendOnce(user);
    const wrap = within(responseRegion()).getByRole("checkbox", { name: "Wrap lines" });
    expect(wrap).toBeChecked();
    expect(wrap).toHaveAccessibleDescription(
      "Only the display wraps: Copy body and Download body give the body as received.",
    );
    expect(raw.textContent).toBe(BODY);

    await user.click(wrap);
    expect(wrap).not.toBeChecked();
    expect(within(responseRegion()).getByRole("document", { name: "Raw body" }).textContent).toBe(BODY);
  });

  it("is remembered: turned off, the next answer and the next visit open unwrapped", async () => {
    const first = renderConsole(answering);
    await sendOnce(first.user);
    await first.user.click(within(responseRegion()).getByRole("checkbox", { name: "Wrap lines" }));
    expect(localStorage.getItem("reseller-console.wrap-lines")).toBe("off");
    await first.user.click(screen.getByRole("button", { name: "Send" }));
    await findStatus("200 OK");
    expect(await within(responseRegion()).findByRole("checkbox", { name: "Wrap lines" })).not.toBeChecked();
    first.unmount();

    const again = renderConsole(answering);
    await sendOnce(again.user);
    const wrap = within(responseRegion()).getByRole("checkbox", { name: "Wrap lines" });
    expect(wrap).not.toBeChecked();
    await again.user.click(wrap);
    expect(localStorage.getItem("reseller-console.wrap-lines")).toBe("on");
  });
});
