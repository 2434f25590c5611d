import { describe, expect, it } from "vitest";
import { checkRows } from "../../src/batch/check-rows";
import { parseSheet } from "../../src/batch/parse-sheet";
import { applyPlayerAnswers, playerKey, playersToValidate } from "../../src/batch/player-checks";
import { productList } from "../../src/batch/product-list";
import type { ResponseRecord } from "../../src/request/response-record";
import { answer, gamesBody, packagesBody } from "./fixtures";
import { apigamesRefusal } from "./market-answers";

const checks = checkRows(
  parseSheet(
    ["product_id,user_id,zone_id", "201,555,", "202,555,", "101,555,2001", "101,777,2001", "999,888,", "201,666,"].join(
      "\n",
    ),
  ).rows,
  { batchId: "b", list: productList(packagesBody, gamesBody), allowRepeats: true },
);

describe("playersToValidate", () => {
  it("asks about each (game, player, zone) once, for the ready rows, in file order", () => {
    expect(playersToValidate(checks)).toEqual([
      { key: "2|555|", gameId: "2", userId: "555", lines: [2, 3] },
      { key: "1|555|2001", gameId: "1", userId: "555", zoneId: "2001", lines: [4] },
      { key: "1|777|2001", gameId: "1", userId: "777", zoneId: "2001", lines: [5] },
      { key: "2|666|", gameId: "2", userId: "666", lines: [7] },
    ]);
  });
});

describe("applyPlayerAnswers", () => {
  const answers = new Map<string, ResponseRecord>([
    [playerKey("2", "555"), answer(200, { data: { valid: true, nickname: "Rin" } })],
    [playerKey("1", "555", "2001"), answer(422, { error: { code: "INVALID_PLAYER", message: "No player 555." } })],
    [playerKey("1", "777", "2001"), answer(200, { valid: false })],
    [playerKey("2", "666"), { kind: "failure", failure: "timeout", detail: "timed out", durationMs: 1, receivedAt: 0 }],
  ]);
  const after = applyPlayerAnswers(checks, answers);

  it("leaves a row whose player the API accepted ready", () => {
    expect(after.slice(0, 2).map((row) => [row.verdict, row.problems, row.warnings])).toEqual([
      ["ready", [], []],
      ["ready", [], []],
    ]);
  });

  it("refuses a row whose player the API refused, in the API's words", () => {
    expect(after[2]?.problems).toEqual([{ code: "player_invalid", status: 422, message: "No player 555." }]);
    expect(after[3]?.problems).toEqual([{ code: "player_invalid", status: 200 }]);
  });

  it("warns, and still lets the row go, when the check got no answer", () => {
    expect(after[5]).toMatchObject({ verdict: "ready", warnings: [{ code: "player_unchecked", status: 0 }] });
  });

  it("leaves rows it has no answer for as they were", () => {
    expect(after[4]).toBe(checks[4]);
  });
});

describe("a player check answered as the market answers", () => {
  it("refuses a row whose check the API refused inside a 200, in the API's words", () => {
    // Apigames refuses with HTTP 200 {"status": 0, "error_msg": …} (test/batch/market-answers.ts).
    const refused = new Map([[playerKey("2", "555"), apigamesRefusal("User ID tidak ditemukan")]]);
    const [row] = applyPlayerAnswers(checks.slice(0, 1), refused, {});
    expect(row).toMatchObject({
      verdict: "problem",
      problems: [{ code: "player_invalid", status: 200, message: "User ID tidak ditemukan" }],
    });
  });
});
