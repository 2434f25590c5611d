import { useCallback, useEffect, useRef, useState } from "react";
import { readBalance } from "../../batch/batch-funds";
import { DEFAULT_PREFIX, newBatchId } from "../../batch/batch-reference";
import { checkRowsInSlices } from "../../batch/check-rows";
import { type CheckSummary, summarizeChecks } from "../../batch/check-summary";
import type { SheetRow } from "../../batch/parse-sheet";
import { earlierRows, warnPlacedBefore } from "../../batch/placed-before";
import { applyPlayerAnswers, playersToValidate } from "../../batch/player-checks";
import { type ProductList, productListOf } from "../../batch/product-list";
import type { RowCheck } from "../../batch/row-findings";
import { balance as balanceAction } from "../../catalog/actions/balance";
import { batchJournal } from "../../channels/batch-journal-source";
import { type RequestConnection, useConnection } from "../../contexts/use-connection";
import { parseJson } from "../../lib/parse-json";
import { useAnswerContext } from "../../queries/use-answer-context";
import { useListQuery } from "../../queries/use-list-query";
import { buildRequest } from "../../request/build-request";
import type { ListProblem } from "../../response/list-problem";
import { validatePlayers } from "./validate-players";

/** What a dry run found, for the rows it was given. */
export interface DryRun {
  batchId: string;
  prefix: string;
  /** The sheet's revision it checked: a later correction makes it out of date. */
  revision: number;
  target: string;
  checks: RowCheck[];
  byLine: ReadonlyMap<number, RowCheck>;
  summary: CheckSummary;
  listProblem?: ListProblem;
  /** Whether Check wallet balance gave a balance. */
  balanceRead: boolean;
}

export type DryRunProgress =
  | { step: "listing" }
  | { step: "players"; done: number; total: number }
  | { step: "balance" };

async function readWalletBalance({ settings, send }: RequestConnection): Promise<number | undefined> {
  const built = buildRequest(balanceAction, { params: {} }, settings);
  if (!built.ok) return undefined;
  const record = await send(built.spec);
  if (record.kind !== "http" || record.status < 200 || record.status >= 300) return undefined;
  const parsed = parseJson(record.body);
  return parsed.ok ? readBalance(parsed.value) : undefined;
}

/**
 * The dry run: nothing is spent. Each row checked with the order form's schema, each package
 * found in List packages (with the zone its game needs), each player asked about once, the rows
 * an earlier batch in this browser placed flagged, and the total set against the balance. Player
 * checks are read with the target's context (a 200 whose body says it failed is a no).
 */
export function useDryRun() {
  const connection = useConnection();
  const answerContext = useAnswerContext({ askWallet: false });
  const products = useListQuery("products").query;
  const games = useListQuery("games").query;
  const [result, setResult] = useState<DryRun>();
  const [progress, setProgress] = useState<DryRunProgress>();
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const lists = useCallback(async (): Promise<ProductList> => {
    const [packages, gameList] = await Promise.all([
      products.data ?? (await products.refetch()).data,
      games.data ?? (await games.refetch()).data,
    ]);
    const failed = { ok: false as const, why: { kind: "no-records" as const }, reason: "" };
    return productListOf(packages?.list ?? failed, gameList?.list);
  }, [products, games]);

  const run = useCallback(
    async (rows: readonly SheetRow[], revision: number, concurrency: number) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const batchId = newBatchId();
      const prefix = DEFAULT_PREFIX;
      setProgress({ step: "listing" });
      try {
        const list = await lists();
        let checks = await checkRowsInSlices(rows, { batchId, prefix, list });
        if (controller.signal.aborted) return;
        const { journal } = await batchJournal();
        checks = warnPlacedBefore(checks, await earlierRows(journal, connection.target, batchId));
        const players = playersToValidate(checks);
        const answers = await validatePlayers(players, connection, concurrency, controller.signal, (done, total) =>
          setProgress({ step: "players", done, total }),
        );
        checks = applyPlayerAnswers(checks, answers, answerContext);
        if (controller.signal.aborted) return;
        setProgress({ step: "balance" });
        const balance = await readWalletBalance(connection);
        if (controller.signal.aborted) return;
        setResult({
          batchId,
          prefix,
          revision,
          target: connection.target,
          checks,
          byLine: new Map(checks.map((check) => [check.line, check])),
          summary: summarizeChecks(checks, balance),
          ...(list.packagesProblem && { listProblem: list.packagesProblem }),
          balanceRead: balance !== undefined,
        });
      } finally {
        if (running.current === controller) {
          running.current = undefined;
          setProgress(undefined);
        }
      }
    },
    [lists, connection, answerContext],
  );

  const clear = useCallback(() => setResult(undefined), []);
  return { result, progress, run, clear };
}
