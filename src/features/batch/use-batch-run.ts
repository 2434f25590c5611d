import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { type BatchConnection, createBatchRun } from "../../batch/batch-run";
import { batchJournal } from "../../channels/batch-journal-source";
import { liveBatchRun } from "../../channels/live-batch-run";
import { useConnection } from "../../contexts/use-connection";
import { useAnswerContext } from "../../queries/use-answer-context";

/**
 * The batch region's run (batch/batch-run.ts) as React sees it: the store decides, this renders.
 * It is told the target of the moment and how its answers are read, so a Resume uses the settings
 * then, and a correction in the answer map applies to the batch at once. While the region is open
 * its run is the page's live one, which History reads for the batch shown here.
 */
export function useBatchRun() {
  const where = useConnection();
  // The wallet's currency is not asked for here: placing and following read no amount.
  const answers = useAnswerContext({ askWallet: false });
  const target = useMemo(
    (): BatchConnection => ({ target: where.target, settings: where.settings, send: where.send, answers }),
    [where, answers],
  );
  const [run] = useState(() => createBatchRun(batchJournal, target));
  const state = useSyncExternalStore(run.subscribe, run.getSnapshot, run.getSnapshot);
  useEffect(() => run.setTarget(target), [run, target]);
  useEffect(() => {
    void run.open();
    const hide = liveBatchRun.show(run);
    return () => {
      hide();
      run.dispose();
    };
  }, [run]);

  return {
    ...state,
    /** The target's corrections of status words: the views read each row's final kind with them. */
    corrections: answers.dialect?.words,
    /** Where requests go now: a batch placed elsewhere waits for its own target. */
    target: target.target,
    start: run.start,
    resume: run.resume,
    cancelResume: run.cancelResume,
    sendAgain: run.sendAgain,
    pause: run.pause,
    stop: run.stop,
    close: run.close,
  };
}
