import { idleModule } from "../idle-module";

const views = idleModule(() =>
  Promise.all([import("./response-body"), import("./failure-explanation"), import("../../response/status-text")]).then(
    ([body, failure, status]) => ({ ...body, ...failure, ...status }),
  ),
);

/** Loads the views of an answer once; they are not part of the first screen. A send starts it sooner. */
export const loadResponseViews = views.load;

/** The views once loaded (after the console is interactive, or at the first send). */
export const useResponseViews = views.use;
