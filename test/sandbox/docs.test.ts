import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLOCK_PATH, MAX_ADVANCE_MS } from "../../src/sandbox/clock-route";
import { demoKeys } from "../../src/sandbox/demo-key-info";
import { ERROR_CODES } from "../../src/sandbox/error-codes";
import { seedHistoryAccount } from "../../src/sandbox/history-seed";
import { SCENARIO_IDS } from "../../src/sandbox/scenarios";
import { SPECIAL_PLAYERS } from "../../src/sandbox/special-players";
import { START } from "./sandbox-kit";

const docs = readFileSync(new URL("../../docs/sandbox.md", import.meta.url), "utf8");

describe("docs/sandbox.md", () => {
  it("lists every error code with its status", () => {
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      expect(docs, code).toMatch(new RegExp(`^\\| \`${code}\` \\| ${status} \\|`, "m"));
    }
  });

  it("documents no error code the sandbox does not send", () => {
    const documented = [...docs.matchAll(/^\| `([A-Z_]+)` \| \d{3} \|/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it("gives the long-history key's figures as its seed builds them", () => {
    const history = seedHistoryAccount(START);
    const count = (n: number) => n.toLocaleString("en-US");
    expect(docs).toContain(`${count(history.orders.length)} orders and ${count(history.ledger.length)} wallet entries`);
  });

  it("lists every scenario, demo key and special player id", () => {
    for (const id of SCENARIO_IDS) expect(docs).toMatch(new RegExp(`^\\| \`${id}[=\`]`, "m"));
    for (const { key } of demoKeys) expect(docs).toContain(`| \`${key}\` |`);
    for (const userId of Object.values(SPECIAL_PLAYERS)) expect(docs).toContain(`| \`${userId}\` |`);
  });
});

describe("docs/sandbox.md on sandbox time", () => {
  it("documents the clock route at the path the sandbox serves", () => {
    expect(docs).toContain(`http://127.0.0.1:8787${CLOCK_PATH}`);
    expect(docs).toContain(`from 0 to ${MAX_ADVANCE_MS.toLocaleString("en-US")}`);
  });
});
