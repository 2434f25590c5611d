/// <reference lib="webworker" />
import { type BodyRequest, createBodyReader, type UseSource } from "./body-summary";

// One worker per response body: parsing and formatting a large body happen here, off the
// page's main thread, and the parsed value stays here for the tree view to page through.
let read: ReturnType<typeof createBodyReader> | undefined;

self.onmessage = (event: MessageEvent<{ text: string; source: UseSource } | BodyRequest>) => {
  const message = event.data;
  if ("text" in message) {
    read = createBodyReader(message.text, message.source);
    return;
  }
  self.postMessage({ id: message.id, reply: read?.(message) });
};
