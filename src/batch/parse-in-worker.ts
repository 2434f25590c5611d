import { type ParsedSheet, parseSheet } from "./parse-sheet";

/**
 * Reads a batch file off the page's main thread, in a module worker of its own (parse-worker.ts),
 * ended once it has answered. Where no worker can start or it fails, the page reads the file itself:
 * slower for a large file, the same result.
 */
export function parseInWorker(text: string): Promise<ParsedSheet> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const inPage = () => {
      worker?.terminate();
      resolve(parseSheet(text));
    };
    try {
      worker = new Worker(new URL("./parse-worker.ts", import.meta.url), { type: "module" });
      worker.onmessage = (event: MessageEvent<ParsedSheet>) => {
        worker?.terminate();
        resolve(event.data);
      };
      worker.onerror = inPage;
      worker.postMessage(text);
    } catch {
      inPage();
    }
  });
}
