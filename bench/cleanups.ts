import { withTimeout } from "./with-timeout";

/**
 * What must be undone before the process ends (servers, browser, a build in progress), run
 * newest first on success, on error and on Ctrl+C alike, each step bounded so exit is certain.
 */
export class Cleanups {
  private readonly steps: { what: string; undo: () => Promise<void> | void }[] = [];

  add(what: string, undo: () => Promise<void> | void): void {
    this.steps.push({ what, undo });
  }

  async runAll(timeoutMs = 10_000): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      try {
        await withTimeout(Promise.resolve().then(step.undo), timeoutMs, `cleanup of ${step.what}`);
      } catch (error) {
        console.warn(error instanceof Error ? error.message : String(error));
      }
    }
  }
}
