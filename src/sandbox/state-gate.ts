import type { SandboxState } from "./sandbox-state";

/** The one way a request reads and changes the sandbox's state. */
export interface StateGate {
  /** Runs `work` on the current state; resolves once what it changed is kept. */
  run<T>(work: () => T): Promise<T>;
}

/** How a sandbox keeps its state: given the state, the gate its requests go through. */
export type Persistence = (state: SandboxState) => StateGate;

/** In memory only, for the app's life: the standalone and dev-server sandboxes, and tests. */
export const inMemory: Persistence = () => ({ run: async (work) => work() });
