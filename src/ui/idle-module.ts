import { useEffect, useState } from "react";

export interface IdleModule<T> {
  /** Starts loading (once) and resolves with the module. */
  load: () => Promise<T>;
  /**
   * The module once loaded, loading it when the page is next idle. Not React.lazy: a suspended
   * boundary is revealed on a throttle of about 300 ms, and swapping a fallback for the real part
   * while the user types into it would lose keys.
   */
  use: () => T | undefined;
}

/** A part of the page that is not on the first screen: fetched after the console is interactive. */
export function idleModule<T>(importer: () => Promise<T>): IdleModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= importer().then((loaded) => {
      value = loaded;
      return loaded;
    });
    return loading;
  };
  const use = () => {
    const [, setLoaded] = useState(value !== undefined);
    useEffect(() => {
      if (value !== undefined) return;
      let live = true;
      const start = () => void load().then(() => live && setLoaded(true));
      if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 3000 });
      else setTimeout(start, 0);
      return () => {
        live = false;
      };
    }, []);
    return value;
  };
  return { load, use };
}
