import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PanelBoundary } from "../../src/ui/panel-boundary";

let broken = true;

function History() {
  if (broken) throw new Error('Unknown action "format_disk"');
  return <p>Sent requests</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Sent {count} times
    </button>
  );
}

/** Two panels side by side, as in the console: one breaks, the other must not care. */
function Page() {
  return (
    <>
      <PanelBoundary name="historyPanel">
        <History />
      </PanelBoundary>
      <PanelBoundary name="actionForm">
        <Counter />
      </PanelBoundary>
    </>
  );
}

beforeEach(() => {
  broken = true;
  // React reports every error a boundary catches on the console; the test reads the page instead.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a panel boundary", () => {
  it("names the broken panel in an alert and leaves the rest of the page working", async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      'The history panel hit a problem: Unknown action "format_disk"',
    );
    expect(screen.queryByText("Sent requests")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sent 0 times" }));
    await user.click(screen.getByRole("button", { name: "Sent 1 times" }));
    expect(screen.getByRole("button", { name: "Sent 2 times" })).toBeVisible();
  });

  it("shows the panel again on Try again once it renders, and the message again while it still breaks", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The history panel hit a problem:");
    broken = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Sent requests")).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
