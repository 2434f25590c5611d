import { vi } from "vitest";

// Test files share a worker without isolation (vitest.config.ts). Clearing the module registry
// before each file makes it import the console's modules anew, as a page load would: module
// state (a remembered view, whether the work has started) never leaks from an earlier file.
vi.resetModules();
