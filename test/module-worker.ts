import { vi } from "vitest";

/** What a test sees of one worker the code under test started. */
export interface StartedWorker {
  /** The module it was started on. */
  url: string;
  /** What the page posted, as the worker's `onmessage` received it. */
  received: unknown[];
  /** What the worker posted back, as the page's `onmessage` received it. */
  posted: unknown[];
  terminated: boolean;
}

/** The global scope a worker's module sees as `self`. */
interface WorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage: (data: unknown) => void;
}

let evaluations = 0;

/** Makes `scope` the global `self`, until the function it returns puts back what was there. */
function becomeSelf(scope: WorkerScope): () => void {
  const before = Object.getOwnPropertyDescriptor(globalThis, "self");
  Object.defineProperty(globalThis, "self", { value: scope, configurable: true, writable: true });
  return () => {
    if (before) Object.defineProperty(globalThis, "self", before);
    else delete (globalThis as { self?: unknown }).self;
  };
}

/** A fresh instance of the worker's module (a query makes it one), evaluated with `scope` as its `self`. */
async function evaluate(url: string, scope: WorkerScope): Promise<void> {
  const restore = becomeSelf(scope);
  try {
    await import(/* @vite-ignore */ `${url}?worker=${++evaluations}`);
  } finally {
    restore();
  }
}

/**
 * A module Worker for node, which has none, so the code under test takes its worker path and the
 * worker runs its own module: `new Worker(url, { type: "module" })` evaluates a fresh instance of
 * that module (the modules it imports are shared) with a `self` of its own. Messages cross both ways
 * as structured clones, later, as between a page and its worker (one that cannot be cloned throws at
 * `postMessage`). A module that fails to load or throws on a message is an `error` event, and a
 * terminated worker neither receives nor answers. A handler's synchronous work sees its own `self`,
 * which is all a worker that answers at once needs. Undo with vi.unstubAllGlobals().
 */
export function stubModuleWorker(): StartedWorker[] {
  const started: StartedWorker[] = [];

  class ModuleWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { message: string }) => void) | null = null;
    readonly #seen: StartedWorker;
    readonly #scope: Promise<WorkerScope | undefined>;

    constructor(url: URL | string, options?: WorkerOptions) {
      this.#seen = { url: String(url), received: [], posted: [], terminated: false };
      started.push(this.#seen);
      const scope: WorkerScope = {
        onmessage: null,
        postMessage: (data) => {
          const copy = structuredClone(data);
          queueMicrotask(() => {
            if (this.#seen.terminated) return;
            this.#seen.posted.push(copy);
            this.onmessage?.({ data: copy });
          });
        },
      };
      // A classic worker cannot run a module's imports: it would fail to load.
      const loaded =
        options?.type === "module"
          ? evaluate(this.#seen.url, scope)
          : Promise.reject(new Error("not started as a module worker"));
      this.#scope = loaded.then(
        () => scope,
        (error: unknown) => this.#fail(error),
      );
    }

    postMessage(data: unknown): void {
      const copy = structuredClone(data);
      void this.#scope.then((scope) => {
        if (!scope || this.#seen.terminated) return;
        this.#seen.received.push(copy);
        const restore = becomeSelf(scope);
        try {
          scope.onmessage?.({ data: copy });
        } catch (error) {
          this.#fail(error);
        } finally {
          restore();
        }
      });
    }

    terminate(): void {
      this.#seen.terminated = true;
    }

    #fail(error: unknown): undefined {
      if (!this.#seen.terminated) this.onerror?.({ message: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  }

  vi.stubGlobal("Worker", ModuleWorker);
  return started;
}
