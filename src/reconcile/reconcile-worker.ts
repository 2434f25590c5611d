/// <reference lib="webworker" />
import { type CheckInput, checkReconciliation } from "./check";

// A module worker: a large wallet is checked off the page's main thread. It receives the pages and
// answers as texts (plain data) and posts back the result, plain data too.
self.onmessage = (event: MessageEvent<CheckInput>) => {
  self.postMessage(checkReconciliation(event.data));
};
