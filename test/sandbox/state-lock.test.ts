import { describe, expect, it } from "vitest";
import { browserLock, pageLock } from "../../src/sandbox/persist/state-lock";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("state locks", () => {
  it("run work one at a time, in the order asked, and go on after a failure", async () => {
    const lock = pageLock();
    const log: string[] = [];
    const step = (name: string, fail = false) =>
      lock(async () => {
        log.push(`${name} in`);
        await tick();
        log.push(`${name} out`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([step("a"), step("b", true), step("c")]);
    expect(log).toEqual(["a in", "a out", "b in", "b out", "c in", "c out"]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("use the browser's Web Locks when there are some, by name", async () => {
    const names: string[] = [];
    const locks = {
      request: (name: string, work: () => Promise<unknown>) => {
        names.push(name);
        return work();
      },
    } as unknown as LockManager;
    expect(await browserLock("sandbox", locks)(async () => 42)).toBe(42);
    expect(names).toEqual(["sandbox"]);
  });
});
