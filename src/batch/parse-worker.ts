/// <reference lib="webworker" />
import { parseSheet } from "./parse-sheet";

// A module worker: a large file is read off the page's main thread. It receives the file's text
// and posts back what parseSheet makes of it (plain data, so it crosses as a structured clone).
// papaparse takes over a worker's onmessage only in workers it starts itself, so this one stays ours.
self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage(parseSheet(event.data));
};
