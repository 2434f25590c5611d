/** Pure data and a parser: the console's scenario picker imports this without the sandbox. */
import { SCENARIO_HEADER } from "./scenario-header";

export { SCENARIO_HEADER };

export const SCENARIO_IDS = [
  "slow",
  "server_error",
  "bad_gateway",
  "malformed_json",
  "empty_body",
  "hang",
  "rate_limited",
  "html_injection",
  "html_error_page",
  "long_line",
] as const;

export type ScenarioId = (typeof SCENARIO_IDS)[number];

export const SLOW_DEFAULT_SECONDS = 3;
export const SLOW_MAX_SECONDS = 60;
/** A hung request gives up on its own after this long, so no timer outlives a forgotten client. */
export const HANG_CAP_MS = 5 * 60_000;

export interface ScenarioInfo {
  id: ScenarioId;
  label: string;
  description: string;
  /** What to put in the header to pick it. */
  headerValue: string;
}

export const scenarios: readonly ScenarioInfo[] = [
  {
    id: "slow",
    label: "Slow response",
    description: `Waits the given seconds (0 to ${SLOW_MAX_SECONDS}, default ${SLOW_DEFAULT_SECONDS}), then answers normally.`,
    headerValue: "slow=3",
  },
  {
    id: "server_error",
    label: "Server error",
    description: "500 with a JSON error body.",
    headerValue: "server_error",
  },
  {
    id: "bad_gateway",
    label: "Bad gateway",
    description: "502 with an HTML page, as a proxy in front of the API sends it.",
    headerValue: "bad_gateway",
  },
  {
    id: "malformed_json",
    label: "Malformed JSON",
    description: "200, Content-Type application/json, with a body that does not parse.",
    headerValue: "malformed_json",
  },
  {
    id: "empty_body",
    label: "Empty body",
    description: "200, Content-Type application/json, with no body at all.",
    headerValue: "empty_body",
  },
  {
    id: "hang",
    label: "No response",
    description: "Never answers until the client gives up (5 minutes at most, then 504).",
    headerValue: "hang",
  },
  {
    id: "rate_limited",
    label: "Rate limited",
    description: "429 with Retry-After and X-RateLimit-* headers.",
    headerValue: "rate_limited",
  },
  {
    id: "html_injection",
    label: "HTML in data",
    description: "200 JSON whose strings hold <script> and <img onerror> markup: it must show as text.",
    headerValue: "html_injection",
  },
  {
    id: "html_error_page",
    label: "HTML error page",
    description: "500 text/html with a script tag in it.",
    headerValue: "html_error_page",
  },
  {
    id: "long_line",
    label: "One long line",
    description: "200 JSON holding a 1 MiB string, with no space or line break anywhere in the body.",
    headerValue: "long_line",
  },
];

export type Scenario = { id: "slow"; seconds: number } | { id: Exclude<ScenarioId, "slow"> };

export type ParsedScenario = { ok: true; scenario: Scenario | null } | { ok: false; message: string };

const SECONDS = /^\d+(\.\d{1,3})?$/;

function isScenarioId(value: string): value is ScenarioId {
  return (SCENARIO_IDS as readonly string[]).includes(value);
}

function invalid(message: string): ParsedScenario {
  return {
    ok: false,
    message: `${message} Valid values: ${SCENARIO_IDS.map((id) => (id === "slow" ? "slow=<seconds>" : id)).join(", ")}.`,
  };
}

/** Each scenario's label and description by its id: the console's words for them in English. */
export const aboutScenarios = Object.fromEntries(
  scenarios.map(({ id, label, description }) => [id, { label, description }]),
) as Record<ScenarioId, { label: string; description: string }>;

/** Reads the header value. No header or an empty one means "no scenario". */
export function parseScenario(headerValue: string | null | undefined): ParsedScenario {
  const value = (headerValue ?? "").trim().toLowerCase();
  if (value === "") return { ok: true, scenario: null };
  const [name = "", argument, ...rest] = value.split("=").map((part) => part.trim());
  if (!isScenarioId(name)) return invalid(`Unknown sandbox scenario "${name.slice(0, 40)}".`);
  if (name !== "slow") {
    return argument === undefined
      ? { ok: true, scenario: { id: name } }
      : invalid(`Scenario "${name}" takes no value.`);
  }
  if (argument === undefined) return { ok: true, scenario: { id: "slow", seconds: SLOW_DEFAULT_SECONDS } };
  const seconds = Number(argument);
  if (rest.length > 0 || !SECONDS.test(argument) || seconds > SLOW_MAX_SECONDS) {
    return invalid(`"slow" takes a number of seconds from 0 to ${SLOW_MAX_SECONDS}, e.g. slow=3.`);
  }
  return { ok: true, scenario: { id: "slow", seconds } };
}
