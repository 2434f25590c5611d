import { idleModule } from "../lazy/idle-module";

const views = idleModule(() => import("../features/response-views/response-views"));

/** Loads the views of an answer once; they are not part of the first screen. A send starts it sooner. */
export const loadResponseViews = views.load;

/** The views once loaded (after the console is interactive, or at the first send). */
export const useResponseViews = views.use;
