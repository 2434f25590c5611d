import type { SandboxProblem } from "./sandbox-transport";

/** The embedded sandbox's last problem with its kept state, for the page to show. */
export interface SandboxProblemStore {
  report(problem: SandboxProblem): void;
  getSnapshot(): SandboxProblem | undefined;
  subscribe(listener: () => void): () => void;
}

export function createSandboxProblemStore(): SandboxProblemStore {
  let current: SandboxProblem | undefined;
  const listeners = new Set<() => void>();
  return {
    report(problem) {
      current = problem;
      for (const listener of listeners) listener();
    },
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
