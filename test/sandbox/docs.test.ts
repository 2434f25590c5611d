import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILT_IN_CONFIG } from "../../src/config/runtime-config";
import { ANOMALY_ORDERS, OVERCHARGE, REFUNDED_ORDER } from "../../src/sandbox/anomalies-seed";
import { CLOCK_PATH, MAX_ADVANCE_MS } from "../../src/sandbox/clock-route";
import { demoKeys } from "../../src/sandbox/demo-key-info";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { ERROR_CODES, type ErrorCode } from "../../src/sandbox/error-codes";
import { FAULT_HANG_CAP_MS } from "../../src/sandbox/fault-responses";
import { DEFAULT_FAULT_SEED, FAULT_KINDS } from "../../src/sandbox/faults";
import { FAULTS_PATH, MAX_RATE_LIMIT_PER_MINUTE } from "../../src/sandbox/faults-route";
import { findOrderById } from "../../src/sandbox/find-order";
import { seedHistoryAccount } from "../../src/sandbox/history-seed";
import { marketRefusal } from "../../src/sandbox/market-refusals";
import { DEFAULT_RATE_LIMIT } from "../../src/sandbox/rate-limiter";
import { RUPIAH_TROUBLES } from "../../src/sandbox/rupiah-seed";
import { SCENARIO_IDS } from "../../src/sandbox/scenarios";
import { seedAccount } from "../../src/sandbox/seed-accounts";
import { SPECIAL_PLAYERS } from "../../src/sandbox/special-players";
import { TRAP_FEE, TRAP_ORDERS, TRAPS_DEPOSIT } from "../../src/sandbox/traps-seed";
import { START, sandbox } from "./sandbox-kit";

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

  it("names the anomalies key's planted orders and figures as its seed makes them", () => {
    const row = docs.split("\n").find((line) => line.startsWith(`| \`${DEMO_KEYS.anomalies}\` |`)) ?? "";
    const account = seedAccount(DEMO_KEYS.anomalies, START);
    const dollars = (cents: number) => (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
    const mischarged = findOrderById(account, ANOMALY_ORDERS.amount_mismatch)?.price ?? 0;
    expect(row).toContain(`balance ${dollars(account.balance)} USD`);
    expect(row).toContain(
      `${account.orders.length} orders over the last 10 days, ${account.ledger.length} wallet entries`,
    );
    expect(row).toContain(`\`${REFUNDED_ORDER}\` failed and refunded once`);
    expect(row).toContain(`\`${ANOMALY_ORDERS.double_debit}\` **debited twice**`);
    expect(row).toContain(`\`${ANOMALY_ORDERS.missing_refund}\` **failed and never refunded**`);
    expect(row).toContain(`\`${ANOMALY_ORDERS.double_refund}\` failed and **refunded twice**`);
    expect(row).toContain(
      `\`${ANOMALY_ORDERS.amount_mismatch}\` **debited ${dollars(mischarged + OVERCHARGE)} for its ${dollars(mischarged)} price**`,
    );
    expect(row).toContain(`\`${ANOMALY_ORDERS.stuck}\` **stuck in \`processing\`**`);
    expect(docs).toContain(`\`${ANOMALY_ORDERS.stuck}\` of \`${DEMO_KEYS.anomalies}\` stays \`processing\``);
  });

  it("lists every scenario, demo key and special player id", () => {
    for (const id of SCENARIO_IDS) expect(docs).toMatch(new RegExp(`^\\| \`${id}[=\`]`, "m"));
    for (const { key } of demoKeys) expect(docs).toContain(`| \`${key}\` |`);
    for (const userId of Object.values(SPECIAL_PLAYERS)) expect(docs).toContain(`| \`${userId}\` |`);
  });
});

describe("docs/sandbox.md on the traps key", () => {
  it("names its trap orders and figures as its seed makes them", () => {
    const row = docs.split("\n").find((line) => line.startsWith(`| \`${DEMO_KEYS.traps}\` |`)) ?? "";
    const account = seedAccount(DEMO_KEYS.traps, START);
    const dollars = (cents: number) => (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
    expect(row).toContain(`balance ${dollars(account.balance)} USD (${dollars(TRAPS_DEPOSIT)} deposited`);
    expect(row).toContain(`${account.orders.length} orders, ${account.ledger.length} wallet entries`);
    expect(row).toContain(
      `\`${TRAP_ORDERS.fee}\` has a **service fee** beside its debit (an entry of type \`fee\`, ${dollars(TRAP_FEE)})`,
    );
    expect(row).toContain(`Check order status answers \`${TRAP_ORDERS.html_not_found}\` with **an HTML 404 page**`);
    expect(row).toContain(
      `\`${TRAP_ORDERS.tie_first}\` and \`${TRAP_ORDERS.tie_second}\` are **debited in one second**`,
    );
    expect(row).toContain(`\`${TRAP_ORDERS.over_refund}\` **succeeded and was refunded**`);
    expect(row).toContain(
      `\`${TRAP_ORDERS.refund_past_midnight}\` failed, **debited at 23:59:58 and refunded at 00:00:13**`,
    );
    expect(docs.replace(/\s+/g, " ")).toContain(
      `\`${TRAP_ORDERS.html_not_found}\` of \`${DEMO_KEYS.traps}\`, is answered instead with nginx's HTML 404 page`,
    );
    const refs = [...account.orders].map((order) => order.reseller_ref);
    expect(row).toContain(`references \`${refs[0]}\` to \`${refs.at(-1)}\``);
  });
});

describe("docs/sandbox.md on sandbox time", () => {
  it("documents the clock route at the path the sandbox serves", () => {
    expect(docs).toContain(`http://127.0.0.1:8787${CLOCK_PATH}`);
    expect(docs).toContain(`from 0 to ${MAX_ADVANCE_MS.toLocaleString("en-US")}`);
  });
});

describe("docs/sandbox.md on faults", () => {
  const section = docs.slice(docs.indexOf("## Misbehaving on purpose"), docs.indexOf("## Rate limit"));
  const flat = section.replace(/\s+/g, " ");

  it("its example is what the sandbox answers to the request it shows", async () => {
    const command = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
    expect(command).toContain(`http://127.0.0.1:8787${FAULTS_PATH} `);
    const body = /-d '([^']+)'/.exec(command)?.[1] ?? "";
    const shown = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)?.[1] ?? "null");
    const response = await sandbox().post(FAULTS_PATH, body, null);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(shown);
  });

  it("lists every kind, and gives the limits and defaults the route uses", () => {
    for (const kind of FAULT_KINDS) expect(section).toMatch(new RegExp(`^\\| \`${kind}\` \\|`, "m"));
    expect(flat).toContain(`504 \`GATEWAY_TIMEOUT\` after ${FAULT_HANG_CAP_MS / 1000} seconds`);
    expect(flat).toContain(`otherwise after ${FAULT_HANG_CAP_MS / 1000} seconds`);
    expect(docs).toContain(`its ${FAULT_HANG_CAP_MS / 1000}-second one`);
    expect(flat).toContain(`from 1 to ${MAX_RATE_LIMIT_PER_MINUTE.toLocaleString("en-US")} requests`);
    expect(flat).toContain(`from 0 to ${(2 ** 32 - 1).toLocaleString("en-US")}; default ${DEFAULT_FAULT_SEED}.`);
    expect(flat).toContain(`gives up after ${BUILT_IN_CONFIG.defaultTimeoutSeconds} s by default`);
    expect(flat).toContain(`rate limit back to ${DEFAULT_RATE_LIMIT.limit}.`);
  });
});

describe("docs/sandbox.md on the market's style", () => {
  const section = docs.slice(docs.indexOf("## Answering like the market"), docs.indexOf("## Moving sandbox time"));
  const rows = (header: string) => {
    const lines = section.slice(section.indexOf(header)).split("\n");
    const end = lines.findIndex((line) => !line.startsWith("|"));
    return lines.slice(2, end).map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  };
  const rupiah = (text: string) => Number(text.replace(/[−-]/, "-").replace(/,/g, ""));

  it("words each refusal as the style answers it", () => {
    const table = rows("| code | `rc` | `error_msg` |");
    expect(table.length).toBeGreaterThan(10);
    for (const [code, rc, words] of table) {
      const error = { code: code?.replace(/`/g, "") as ErrorCode, message: "", fields: { product_id: ["x"] } };
      const expected = words?.replace(" *the parameters at fault*", " product_id");
      expect(marketRefusal(error), code).toEqual({ rc: rc?.replace(/`/g, ""), error_msg: expected });
    }
  });

  it("lists the seeded week entry by entry, as the key's wallet history gives it", async () => {
    const box = sandbox();
    const key = DEMO_KEYS.rupiah;
    const history = (await (await box.get("/v1/wallet_history", key)).json()) as { data: Record<string, unknown>[] };
    const entries = history.data.reverse();
    const table = rows("| `id` | `created_at` |");
    expect(table.map((row) => Number(row[0]))).toEqual(entries.map((entry) => entry.id));
    for (const [index, row] of table.entries()) {
      const entry = entries[index] ?? {};
      const [, at, type, trx, ref, , amount, balance, status] = row;
      expect([at, type, rupiah(amount ?? ""), rupiah(balance ?? "")]).toEqual([
        entry.created_at,
        entry.type,
        entry.amount,
        entry.balance_after,
      ]);
      expect(trx?.replace(/`/g, "") || null).toBe(entry.trx_id);
      if (entry.trx_id === null) continue;
      const order = (await (await box.get(`/v1/order_status?order_id=${entry.trx_id}`, key)).json()) as {
        data: Record<string, unknown>;
      };
      expect(ref?.replace(/`/g, "")).toBe(order.data.ref_id);
      expect(status?.split(",")[0]).toBe(order.data.status);
    }
    expect(section).toContain(
      `\`${RUPIAH_TROUBLES.double_debit}\` **debited twice** (entries 4 and\n5, 177,000 taken once too often) and \`${RUPIAH_TROUBLES.missing_refund}\` **Gagal and never refunded**`,
    );
  });

  it("shows answers the key gives", async () => {
    const box = sandbox();
    const key = DEMO_KEYS.rupiah;
    const shown = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1] ?? "null"));
    const command = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
    const body = /-d '([^']+)'/.exec(command)?.[1] ?? "";
    expect(await (await box.post("/v1/orders", body, key)).json()).toEqual(shown[0]);
    expect(await (await box.get("/v1/balance", key)).json()).toEqual(shown[1]);
    await box.post("/v1/orders", { ...JSON.parse(body), user_id: "123456789" }, key);
    box.clock.advance(16_000);
    expect(await (await box.get("/v1/order_status?reseller_ref=inv-20261122-001", key)).json()).toEqual(shown[2]);
    const row = docs.split("\n").find((line) => line.startsWith(`| \`${key}\` |`)) ?? "";
    const seeded = seedAccount(key, START);
    expect(row).toContain(`balance ${seeded.balance.toLocaleString("en-US")} IDR`);
    expect(row).toContain(`${seeded.orders.length} orders over the last week, ${seeded.ledger.length} wallet entries`);
  });
});
