import type { ParsedRequest } from "../../../src/request/parse-curl";
import type { WireRequest } from "./wire-server";

/**
 * Headers curl adds on its own that a browser replaces with its own: left out of the comparison
 * only when the parsed request does not name them and curl sent its usual value.
 */
function curlDefault(name: string, value: string, wire: WireRequest, host: string): boolean {
  switch (name) {
    case "host":
      return value === host;
    case "content-length":
      return Number(value) === wire.body.length;
    case "user-agent":
      return /^curl\/\d/.test(value);
    case "accept":
      return value === "*/*";
    case "expect":
      return value === "100-continue";
    default:
      return false;
  }
}

/** Header lines by lower-case name, repeated ones joined as a server joins them. */
function byName(headers: readonly [string, string][]): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    const seen = map.get(key);
    map.set(key, seen === undefined ? value : `${seen}, ${value}`);
  }
  return map;
}

/** What a browser would put in the request line for this URL: path and query, no fragment. */
export function requestTarget(url: string): string {
  const parsed = new URL(url);
  return parsed.href.slice(parsed.origin.length).split("#")[0] ?? "";
}

/**
 * Every way the parsed request differs from what curl sent: method, path and query, the headers
 * that matter (all but curl's own defaults and those named in `browserSets`), body bytes.
 */
export function wireDifferences(
  wire: WireRequest,
  parsed: ParsedRequest,
  host: string,
  browserSets: readonly string[] = [],
): string[] {
  const differences: string[] = [];
  if (wire.method !== parsed.method) differences.push(`method: curl ${wire.method}, parsed ${parsed.method}`);
  const target = requestTarget(parsed.url);
  if (wire.target !== target) differences.push(`target: curl ${wire.target}, parsed ${target}`);
  const sent = byName(wire.headers);
  const read = byName(parsed.headers);
  for (const [name, value] of sent) {
    if (browserSets.includes(name) || (!read.has(name) && curlDefault(name, value, wire, host))) continue;
    if (read.get(name) !== value)
      differences.push(`header ${name}: curl ${JSON.stringify(value)}, parsed ${JSON.stringify(read.get(name))}`);
  }
  for (const [name, value] of read) {
    if (!sent.has(name)) differences.push(`header ${name}: curl none, parsed ${JSON.stringify(value)}`);
  }
  const body = Buffer.from(parsed.body ?? "", "utf8");
  if (!body.equals(wire.body)) {
    differences.push(
      `body: curl ${JSON.stringify(wire.body.toString("latin1").slice(0, 80))} (${wire.body.length} B), parsed ${JSON.stringify((parsed.body ?? "").slice(0, 80))} (${body.length} B)`,
    );
  }
  return differences;
}
