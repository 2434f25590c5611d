import { loadResponseViews } from "../../channels/use-response-views";
import { idleModule } from "../../lazy/idle-module";

/**
 * The history unit's one loader: the panel when History is opened, the store at the first record (or
 * at start when something may be stored). An entry shows its answer in the response views, another
 * feature's unit: they come with it, so an opened entry never waits for them.
 */
export const historyUnit = idleModule(() =>
  Promise.all([import("./history-unit"), loadResponseViews()]).then(([unit]) => unit),
);
