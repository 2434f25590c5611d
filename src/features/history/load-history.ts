import { idleModule } from "../../ui/idle-module";

/** The history unit's one loader: the panel when History is opened, the store at the first record (or at start when something may be stored). */
export const historyUnit = idleModule(() => import("./history-unit"));
