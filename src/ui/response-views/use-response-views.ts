import { useEffect, useState } from "react";

type Views = typeof import("./response-body") & typeof import("./failure-explanation");

let views: Views | undefined;
let loading: Promise<Views> | undefined;

/** Loads the views of an answer once; they are not part of the first screen. */
export function loadResponseViews(): Promise<Views> {
  loading ??= Promise.all([import("./response-body"), import("./failure-explanation")]).then(
    ([body, failure]) => (views = { ...body, ...failure }),
  );
  return loading;
}

/**
 * The views once loaded. Not React.lazy: a suspended boundary is revealed on a throttle of
 * about 300 ms, which every first answer would then wait for.
 */
export function useResponseViews(): Views | undefined {
  const [, setLoaded] = useState(views !== undefined);
  useEffect(() => {
    if (views) return;
    const load = () => void loadResponseViews().then(() => setLoaded(true));
    // After the console is interactive; loadResponseViews at a send starts it sooner.
    if (typeof requestIdleCallback === "function") requestIdleCallback(load, { timeout: 3000 });
    else setTimeout(load, 0);
  }, []);
  return views;
}
