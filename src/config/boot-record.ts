/**
 * What the page's first script (src/app/page-boot.ts) keeps for the console while the console's
 * own code loads, and hands over once: config.json, asked for before anything else; what was typed
 * into the prerendered page; and what was pressed there. Outside the built page (the tests, the
 * dev server) there is no record, and the console asks for config.json itself.
 */
export interface BootRecord {
  /** config.json's answer, asked for by the first script; taken by the console's loader, once. */
  config?: Promise<Response> | undefined;
  /**
   * Each field's value as last typed or chosen (an input or change event) before the page started;
   * "true" or "false" for a radio button or a checkbox.
   */
  typed: Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>;
  /**
   * Buttons pressed before the page started, in order: kept from the page (which could not act on
   * them yet, and would have sent a form as plain HTML), and pressed again once it has started.
   */
  presses: HTMLButtonElement[];
  /** Set when the page has started: from then on the page acts on everything itself. */
  started: boolean;
  /**
   * Whether this visit starts as the page was prerendered (nothing kept changes it, config.json is
   * the shipped one), so the first script showed it at once: React then hydrates it as started.
   */
  asPrerendered?: Promise<boolean>;
}

const GLOBAL = "__resellerConsoleBoot";

type WithRecord = { [GLOBAL]?: BootRecord };

export function leaveBootRecord(record: BootRecord): void {
  (globalThis as WithRecord)[GLOBAL] = record;
}

export function bootRecord(): BootRecord | undefined {
  return (globalThis as WithRecord)[GLOBAL];
}

/** config.json's early answer, once; or the signal's reason once it aborts (the loader's limit), as fetch would. */
export function takeEarlyConfig(signal?: AbortSignal | null): Promise<Response> | undefined {
  const record = bootRecord();
  const answer = record?.config;
  if (!record || !answer) return undefined;
  record.config = undefined;
  return new Promise((resolve, reject) => {
    signal?.addEventListener("abort", () => reject(signal.reason));
    answer.then(resolve, reject);
  });
}
