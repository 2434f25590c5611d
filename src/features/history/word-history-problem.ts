import type { HistoryFileProblem } from "../../history/history-file";
import type { HistoryMessages } from "./history-messages";
import type { ReplayProblem } from "./replay";

/** Why an entry cannot be replayed, in words. */
export function wordReplayProblem(t: HistoryMessages, problem: ReplayProblem): string {
  switch (problem.kind) {
    case "unmatched":
      return t.replayUnmatched(problem.detail);
    case "path":
      return t.replayPath;
    case "no-action":
      return t.replayNoAction(problem.actionId);
  }
}

/** Why a file is not a history export, in words. */
export function wordFileProblem(t: HistoryMessages, problem: HistoryFileProblem): string {
  switch (problem.kind) {
    case "not-json":
      return t.fileNotJson(problem.detail);
    case "har":
      return t.fileHar;
    case "not-export":
      return t.fileNotExport(problem.format);
    case "version":
      return t.fileVersion(problem.found, problem.reads);
    case "invalid":
      return t.fileInvalid(problem.detail);
  }
}
