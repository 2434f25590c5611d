import type { PathStyle } from "../catalog/define-action";
import type { Language } from "../lib/i18n/language";

/** Where requests go and how, as the user set it. */
export interface Settings {
  /** The name of the chosen environment (see config.json). */
  environment: string;
  apiKey: string;
  rememberKey: boolean;
  baseUrl: string;
  pathStyle: PathStyle;
  timeoutSeconds: number;
  /** The IANA zone the API writes times without a zone in; "" for the browser's (see targetTimeZone). */
  timeZone: string;
  /** A sandbox scenario id, or "" for normal behaviour. Never stored. */
  scenario: string;
  /** Whether the key is shown in clear in the key field and the preview. Never stored. */
  revealKey: boolean;
  /** The console's language: stored once chosen, else the browser's first one it speaks. */
  language: Language;
}
