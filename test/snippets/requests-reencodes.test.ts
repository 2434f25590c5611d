import { execFileSync } from "node:child_process";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requestsReencodes } from "../../src/request/requests-reencodes";

// What Python's requests and urllib3 (as HTTPie and the Python snippet run them) put on the wire.
const SENT_BY_REQUESTS = `
import json, sys, requests
from urllib3.util.url import _encode_target
for url in json.load(sys.stdin):
    print(json.dumps(_encode_target(requests.Request("GET", url).prepare().path_url)))
`;

describe("requestsReencodes", () => {
  it("says exactly when requests and urllib3 send a URL's path and query otherwise than as written", () => {
    const piece = fc.constantFrom(
      ..."aZ09-._~!$&'()*+,;=:@/?[]{}|^`\\%".split(""),
      "%20",
      "%7E",
      "%7e",
      "%2B",
      "%41",
      "%zz",
    );
    const written = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(""));
    const one = ["a", "%2B", "%2b", "%7E", "%7e", "%41", "100%", "%zz", "[", "{", "|", "^", "`", "\\", "'", "~"];
    const queries = [...one.map((piece) => `q=${piece}`), ...fc.sample(written, { numRuns: 400, seed: 36 })];
    const urls = queries.map((query) => `http://h.test/v1/games?${query}`);
    const cases = [...new Set(urls.map((url) => new URL(url).href))];
    const lines = execFileSync("/usr/bin/python3", ["-c", SENT_BY_REQUESTS], {
      input: JSON.stringify(cases),
      encoding: "utf8",
    })
      .trim()
      .split("\n");
    const disagree = cases.filter((url, at) => {
      const target = new URL(url).pathname + new URL(url).search;
      return requestsReencodes(url) !== (JSON.parse(lines[at] ?? '""') !== target);
    });
    expect(disagree).toEqual([]);
    // Both answers occur.
    expect(cases.some(requestsReencodes)).toBe(true);
    expect(cases.some((url) => !requestsReencodes(url))).toBe(true);
  });
});
