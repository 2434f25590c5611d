import { afterEach, expect, it, vi } from "vitest";
import { type BootRecord, leaveBootRecord } from "../../src/config/boot-record";

const record = (presses: HTMLButtonElement[], typed: BootRecord["typed"] = new Map()): BootRecord => ({
  typed,
  presses,
  started: true,
});

afterEach(() => {
  // Outside the built page there is no record: the next test file starts as the others do.
  delete (globalThis as Record<string, unknown>).__resellerConsoleBoot;
  (document.activeElement as HTMLElement | null)?.blur();
});

// The prerendered page's presses and keys happen before the console's code listens for them: they
// still count as the work started, or a part a person asked for then (the demo keys under ▾) would
// say "Opening the list…" until their next press.
it("counts a press the prerendered page kept as the work started", async () => {
  vi.resetModules();
  leaveBootRecord(record([document.createElement("button")]));
  const { whenWorkStarts } = await import("../../src/lazy/idle-module");
  const work = vi.fn();
  whenWorkStarts(work);
  await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
});

it("counts a field focused before the console listened as the work started", async () => {
  vi.resetModules();
  const field = document.body.appendChild(document.createElement("input"));
  field.focus();
  const { whenWorkStarts } = await import("../../src/lazy/idle-module");
  const work = vi.fn();
  whenWorkStarts(work);
  await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
  field.remove();
});

it("waits for the work when nothing was pressed, typed or focused before", async () => {
  vi.resetModules();
  const { whenWorkStarts } = await import("../../src/lazy/idle-module");
  const work = vi.fn();
  whenWorkStarts(work);
  await new Promise((done) => setTimeout(done, 50));
  expect(work).not.toHaveBeenCalled();
  window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
  await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
});
