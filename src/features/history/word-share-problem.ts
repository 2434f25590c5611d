import type { ShareProblem } from "../../history/share-link";
import type { ShareOpenerMessages } from "./share-opener-messages";

/** Why a share link cannot be read, in words; `action` names an action in the console's language. */
export function wordShareProblem(
  t: ShareOpenerMessages,
  problem: ShareProblem,
  action: (id: string) => string,
): string {
  switch (problem.kind) {
    case "version":
      return t.version(problem.found);
    case "unknown-action":
      return t.unknownAction(problem.action);
    case "no-field":
      return t.noField(action(problem.actionId), problem.field);
    case "authorization":
      return t.authorization(problem.form);
    case "unknown-part":
      return t.unknownPart(problem.name);
    case "no-body":
      return t.noBody(action(problem.actionId));
    case "invalid":
      return t.invalid(problem.path || t.theLink, problem.detail || t.notValid);
  }
}
