import { idleModule } from "../lazy/idle-module";

/** The request tools' one loader (see request-tools.ts). */
export const requestTools = idleModule(() => import("./request-tools"));
