/// <reference lib="webworker" />
import { type ReconcileInput, reconcileResult } from "./reconcile-result";

// A module worker: a large wallet is checked off the page's main thread. It receives the pages and
// answers as texts (plain data) and posts back the result, plain data too.
self.onmessage = (event: MessageEvent<ReconcileInput>) => {
  self.postMessage(reconcileResult(event.data));
};
