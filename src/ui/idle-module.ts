import { useEffect, useState } from "react";

/** When a part starts loading: once the page is idle, at once, or only when something asks (load()). */
export type LoadWhen = "idle" | "now" | "asked";

export interface IdleModule<T> {
  /** Starts loading (once) and resolves with the module. */
  load: () => Promise<T>;
  /**
   * The module once loaded (by this or anything else). Not React.lazy: a suspended boundary is
   * revealed on a throttle of about 300 ms, and swapping a fallback for the real part while the
   * user types into it would lose keys.
   */
  use: (when?: LoadWhen) => T | undefined;
}

/** A part of the page that is not on the first screen: fetched after the console is interactive, or on demand. */
export function idleModule<T>(importer: () => Promise<T>): IdleModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const waiting = new Set<() => void>();
  const load = () => {
    loading ??= importer().then((loaded) => {
      value = loaded;
      for (const done of waiting) done();
      waiting.clear();
      return loaded;
    });
    return loading;
  };
  const use = (when: LoadWhen = "idle") => {
    const [, setLoaded] = useState(value !== undefined);
    useEffect(() => {
      if (value !== undefined) return;
      const done = () => setLoaded(true);
      waiting.add(done);
      if (when === "now") void load();
      else if (when === "idle") {
        const start = () => void load();
        if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 3000 });
        else setTimeout(start, 0);
      }
      return () => {
        waiting.delete(done);
      };
    }, [when]);
    return value;
  };
  return { load, use };
}
