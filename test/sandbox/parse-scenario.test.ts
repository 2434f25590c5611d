import { describe, expect, it } from "vitest";
import { parseScenario, SCENARIO_IDS, scenarios } from "../../src/sandbox/scenarios";

describe("parseScenario", () => {
  it("reads no header, or an empty one, as no scenario", () => {
    expect(parseScenario(undefined)).toEqual({ ok: true, scenario: null });
    expect(parseScenario(null)).toEqual({ ok: true, scenario: null });
    expect(parseScenario("  ")).toEqual({ ok: true, scenario: null });
  });

  it("reads every listed scenario from its header value", () => {
    expect(scenarios.map((item) => item.id)).toEqual([...SCENARIO_IDS]);
    for (const item of scenarios) {
      const parsed = parseScenario(item.headerValue);
      expect(parsed.ok && parsed.scenario?.id).toBe(item.id);
    }
  });

  it("reads slow with seconds, defaulting to 3 and capped at 60", () => {
    expect(parseScenario("slow")).toEqual({ ok: true, scenario: { id: "slow", seconds: 3 } });
    expect(parseScenario(" SLOW = 2.5 ")).toEqual({ ok: true, scenario: { id: "slow", seconds: 2.5 } });
    expect(parseScenario("slow=60")).toEqual({ ok: true, scenario: { id: "slow", seconds: 60 } });
    for (const bad of ["slow=61", "slow=-1", "slow=abc", "slow=", "slow=1=2", "slow=1e3"]) {
      expect(parseScenario(bad).ok, bad).toBe(false);
    }
  });

  it("refuses unknown names and values on names that take none, listing the valid ones", () => {
    const unknown = parseScenario("explode");
    expect(unknown).toEqual({
      ok: false,
      message:
        'Unknown sandbox scenario "explode". Valid values: slow=<seconds>, server_error, bad_gateway, malformed_json, empty_body, hang, rate_limited, html_injection, html_error_page, long_line.',
    });
    const withValue = parseScenario("hang=5");
    expect(withValue.ok).toBe(false);
    expect(!withValue.ok && withValue.message).toMatch(/^Scenario "hang" takes no value\./);
  });
});
