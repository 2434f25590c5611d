import fc from "fast-check";
import { vi } from "vitest";

// Test files share a worker without isolation (vitest.config.ts). Clearing the module registry
// before each file makes it import the console's modules anew, as a page load would: module
// state (a remembered view, whether the work has started) never leaks from an earlier file.
vi.resetModules();

// Property tests draw their cases from a seed. In CI the seed is fixed, so a run is the same on
// every machine and a landing never hangs on a lucky draw; elsewhere each run draws new cases, to
// find what no fixed seed shows (a failure prints its seed; FC_SEED=that replays it anywhere).
const seed = process.env.FC_SEED ?? (process.env.CI ? "20261126" : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
