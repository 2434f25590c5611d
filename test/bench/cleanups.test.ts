import { afterEach, describe, expect, it, vi } from "vitest";
import { Cleanups } from "../../bench/cleanups";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Cleanups", () => {
  it("undoes newest first, once", async () => {
    const order: string[] = [];
    const cleanups = new Cleanups();
    cleanups.add("sandbox", () => {
      order.push("sandbox");
    });
    cleanups.add("browser", async () => {
      order.push("browser");
    });
    await cleanups.runAll();
    await cleanups.runAll();
    expect(order).toEqual(["browser", "sandbox"]);
  });

  it("goes on after a step that fails or hangs, and says which", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const order: string[] = [];
    const cleanups = new Cleanups();
    cleanups.add("server", () => {
      order.push("server");
    });
    cleanups.add("hung", () => new Promise(() => {}));
    cleanups.add("broken", () => {
      throw new Error("already closed");
    });
    await cleanups.runAll(20);
    expect(order).toEqual(["server"]);
    expect(warn.mock.calls).toEqual([["already closed"], ["cleanup of hung: no result within 20 ms"]]);
  });
});
