import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { AnswerContext } from "../../answer/read-answer";
import { throttled } from "../../lib/throttled";
import { createRequestEngine } from "../../pacing/request-engine";
import type { CheckInput } from "../../reconcile/check";
import { checkInWorker } from "../../reconcile/check-in-worker";
import {
  type ReconcileProgress,
  type ReconcileSource,
  type RunOutcome,
  runReconciliation,
} from "../../reconcile/run-reconciliation";
import { setReconcileSection } from "../../ui/reconcile-report";
import { recordInHistory } from "../../ui/record-in-history";
import { useAnswerContext } from "../../ui/use-answer-context";
import { useRequestTarget } from "../../ui/use-request-target";
import { useTimeZone } from "../../ui/use-time-zone";

export type RunState =
  | { kind: "idle" }
  | { kind: "running"; progress?: ReconcileProgress; waitUntil?: number }
  /** `target`: where it was made (the key as a fingerprint), as RequestTarget.target says it. */
  | { kind: "ended"; outcome: RunOutcome; source: ReconcileSource; target: string };

/** Two contexts read answers alike: the same corrections and the same wallet currency. */
const readAlike = (a: AnswerContext | undefined, b: AnswerContext) =>
  a?.walletCurrency === b.walletCurrency && JSON.stringify(a?.dialect ?? {}) === JSON.stringify(b.dialect ?? {});

/**
 * One reconciliation at a time, as React sees it: the core (reconcile/run-reconciliation.ts) reads
 * and decides, this renders. Every request goes through the page's transport with the settings of
 * the moment and lands in the history; Cancel and leaving the region stop asking at once.
 *
 * Answers are read with the target's context (its dialect, and the wallet's currency once some view
 * has asked for it: nothing is asked for the check alone). When that context changes after a run (a
 * word corrected in the answer map, here or in another tab, or the wallet's currency come in), the
 * same pages and answers are checked again with it, nothing sent, so a correction shows at once.
 */
export function useReconcileRun() {
  const target = useRequestTarget();
  const context = useAnswerContext({ askWallet: false });
  const { zone } = useTimeZone();
  const client = useQueryClient();
  const [state, setState] = useState<RunState>({ kind: "idle" });
  const controller = useRef<AbortController | undefined>(undefined);
  const latest = useRef<{ progress?: ReconcileProgress; waitUntil?: number }>({});
  // What the last run checked, and for which target: checked again when the context changes.
  const checked = useRef<{ input: CheckInput; target: string } | undefined>(undefined);

  const [{ call: show, cancel: cancelRedraw }] = useState(() =>
    throttled(() => setState((now) => (now.kind === "running" ? { kind: "running", ...latest.current } : now))),
  );

  useEffect(
    () => () => {
      controller.current?.abort();
      cancelRedraw();
    },
    [cancelRedraw],
  );

  const start = useCallback(
    async (source: ReconcileSource, stuckAfterMs: number) => {
      controller.current?.abort();
      const run = new AbortController();
      controller.current = run;
      latest.current = {};
      checked.current = undefined;
      const made = target.target;
      // The last findings leave the ticket report as a new run begins.
      setReconcileSection(undefined);
      setState({ kind: "running" });
      const engine = createRequestEngine({
        send: target.send,
        onWait: (until) => {
          latest.current = { ...latest.current, waitUntil: until };
          show();
        },
      });
      const outcome = await runReconciliation({
        source,
        engine,
        settings: target.settings,
        signal: run.signal,
        stuckAfterMs,
        timeZone: zone,
        context,
        onRequest: (sent, record) => recordInHistory(client, { sent: { ...sent, target: target.where }, record }),
        onProgress: (progress) => {
          latest.current = { progress };
          show();
        },
        check: (input, signal) => {
          checked.current = { input, target: made };
          return checkInWorker(input, signal);
        },
      });
      if (controller.current !== run) return;
      controller.current = undefined;
      cancelRedraw();
      setState({ kind: "ended", outcome, source, target: target.target });
    },
    [target, zone, context, client, show, cancelRedraw],
  );

  useEffect(() => {
    const last = checked.current;
    if (state.kind !== "ended" || state.outcome.kind !== "done" || !last) return;
    if (last.target !== target.target || readAlike(last.input.context, context)) return;
    const input: CheckInput = { ...last.input, context };
    checked.current = { ...last, input };
    const again = new AbortController();
    void checkInWorker(input, again.signal).then((result) => {
      if (!result || checked.current?.input !== input) return;
      setState((now) =>
        now.kind === "ended" && now.outcome.kind === "done" ? { ...now, outcome: { kind: "done", result } } : now,
      );
    });
    return () => again.abort();
  }, [state, context, target.target]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
