/** One line of the report: what was checked, whether it passed, and what to do when it did not. */
export interface CheckResult {
  name: string;
  ok: boolean;
  summary: string;
  /** Each problem on its own line, e.g. every mistake of config.json. */
  details?: string[];
  /** What to change, when it failed. */
  fix?: string;
}

export const pass = (name: string, summary: string): CheckResult => ({ name, ok: true, summary });

export const fail = (name: string, summary: string, fix: string, details?: string[]): CheckResult =>
  details && details.length > 0 ? { name, ok: false, summary, details, fix } : { name, ok: false, summary, fix };
