import { STATUS_KINDS } from "../../answer/dialect";
import { ORDER_ROLES } from "../../answer/roles";
import type { DialectProblem } from "../../config/dialect-problems";
import type { AnswerCorrectionsMessages } from "./answer-corrections-messages";

/** What is wrong with a value of a dialect block, in words; the names it takes are the console's own lists. */
export function wordDialectProblem(m: AnswerCorrectionsMessages, problem: DialectProblem): string {
  switch (problem.kind) {
    case "not-object":
      return problem.at === "dialect" ? m.notObjectDialect(problem.written) : m.notObject(problem.at, problem.written);
    case "unknown-field":
      return problem.at === "dialect"
        ? m.unknownField(problem.name, problem.meant)
        : m.unknownRole(problem.name, ORDER_ROLES.join(", "), problem.meant);
    case "word":
      return problem.word.trim() === "" ? m.emptyWord : m.longWord(problem.word);
    case "meaning":
      return m.meaning(problem.word, problem.written, STATUS_KINDS.join(", "));
    case "field":
      return m.field(problem.role, problem.written);
  }
}
