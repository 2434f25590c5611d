import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { idleModule } from "../../src/lazy/idle-module";

// Longer than the fallback of whenIdle (a zero timeout where requestIdleCallback is missing).
const settle = () => act(() => new Promise((done) => setTimeout(done, 30)));

it("loads a part once the work starts (a key, a press or a focus), not while the page is only looked at", async () => {
  const importer = vi.fn(async () => ({ Part: () => <p>part loaded</p> }));
  const part = idleModule(importer);
  function Page() {
    const loaded = part.use();
    return (
      <>
        <label>
          Limit <input />
        </label>
        {loaded ? <loaded.Part /> : <p>not yet</p>}
      </>
    );
  }
  render(<Page />);
  await settle();
  expect(importer).not.toHaveBeenCalled();
  expect(screen.getByText("not yet")).toBeInTheDocument();

  await userEvent.click(screen.getByLabelText("Limit"));
  expect(await screen.findByText("part loaded")).toBeInTheDocument();
  expect(importer).toHaveBeenCalledTimes(1);

  // Once started, a part shown later loads without waiting for another key.
  const later = vi.fn(async () => ({ Part: () => <p>later part loaded</p> }));
  const laterPart = idleModule(later);
  function Later() {
    const loaded = laterPart.use();
    return loaded ? <loaded.Part /> : null;
  }
  render(<Later />);
  expect(await screen.findByText("later part loaded")).toBeInTheDocument();
});

it("loads an asked-for part only when asked, and one needed now at once", async () => {
  const asked = vi.fn(async () => ({ text: "asked part" }));
  const now = vi.fn(async () => ({ text: "needed part" }));
  const askedPart = idleModule(asked);
  const nowPart = idleModule(now);
  function Page() {
    const a = askedPart.use("asked");
    const n = nowPart.use("now");
    return (
      <>
        <p>{a?.text ?? "no asked part"}</p>
        <p>{n?.text ?? "no needed part"}</p>
      </>
    );
  }
  render(<Page />);
  expect(await screen.findByText("needed part")).toBeInTheDocument();
  await userEvent.keyboard("{Tab}");
  await settle();
  expect(asked).not.toHaveBeenCalled();
  await act(() => askedPart.load());
  expect(screen.getByText("asked part")).toBeInTheDocument();
});
