import { idleModule } from "../../lazy/idle-module";

/** The form helpers' one loader (see form-helpers.ts). */
export const formHelpers = idleModule(() => import("./form-helpers"));
