import { type ReconcileInput, type ReconcileResult, reconcileResult } from "./reconcile-result";

/**
 * Checks the wallet off the page's main thread, in a module worker of its own (reconcile-worker.ts),
 * ended once it has answered or when `signal` aborts (then it resolves with nothing). Where no worker
 * can start or it fails, the page checks it itself: one long task for a large wallet, the same result.
 */
export function reconcileInWorker(input: ReconcileInput, signal?: AbortSignal): Promise<ReconcileResult | undefined> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const end = (result: ReconcileResult | undefined) => {
      worker?.terminate();
      signal?.removeEventListener("abort", cancel);
      resolve(result);
    };
    const cancel = () => end(undefined);
    const inPage = () => end(signal?.aborted ? undefined : reconcileResult(input));
    if (signal?.aborted) return resolve(undefined);
    try {
      worker = new Worker(new URL("./reconcile-worker.ts", import.meta.url), { type: "module" });
      worker.onmessage = (event: MessageEvent<ReconcileResult>) => end(event.data);
      worker.onerror = inPage;
      signal?.addEventListener("abort", cancel, { once: true });
      worker.postMessage(input);
    } catch {
      inPage();
    }
  });
}
