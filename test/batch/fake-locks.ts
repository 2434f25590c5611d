/**
 * A small LockManager in memory, for tests only: node and jsdom have no `navigator.locks`. It keeps
 * what the batch uses of the Web Locks API (exclusive locks, `ifAvailable`, `signal`), and
 * `closeTabs` plays the browser's part when a page closes: every lock it held is let go, though the
 * page's callbacks never end.
 */
type Callback = (lock: Lock | null) => unknown;

export function fakeLocks() {
  const held = new Map<string, object>();
  const waiting = new Map<string, (() => void)[]>();
  const closers = new Set<() => void>();
  const queue = (name: string) => waiting.get(name) ?? waiting.set(name, []).get(name) ?? [];

  function grant(name: string, callback: Callback): Promise<unknown> {
    const token = {};
    held.set(name, token);
    const done = () => {
      closers.delete(done);
      if (held.get(name) !== token) return;
      held.delete(name);
      queue(name).shift()?.();
    };
    closers.add(done);
    const result: Promise<unknown> = Promise.resolve().then(async () => callback({ name, mode: "exclusive" } as Lock));
    result.then(done, done);
    return result;
  }

  function request(name: string, options: LockOptions, callback: Callback): Promise<unknown> {
    if (!held.has(name) && queue(name).length === 0) return grant(name, callback);
    if (options.ifAvailable) return Promise.resolve().then(() => callback(null));
    return new Promise((resolve, reject) => {
      const entry = () => void grant(name, callback).then(resolve, reject);
      queue(name).push(entry);
      options.signal?.addEventListener(
        "abort",
        () => {
          const entries = queue(name);
          if (entries.includes(entry)) entries.splice(entries.indexOf(entry), 1);
          reject(new DOMException("The lock request was aborted.", "AbortError"));
        },
        { once: true },
      );
    });
  }

  return {
    manager: { request, query: async () => ({ held: [], pending: [] }) } as unknown as LockManager,
    /** Whether a lock of this name is held now. */
    isHeld: (name: string) => held.has(name),
    /** The pages close: the browser lets go of every lock they held. */
    closeTabs: () => {
      for (const close of [...closers]) close();
    },
  };
}
