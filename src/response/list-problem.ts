import type { FailureKind } from "../request/response-record";
import type { ListProblemMessages } from "./list-problem-messages";

/** Why an answer offers no list: a code with what its words need, worded when shown. */
export type ListProblem =
  | { kind: "no-records" }
  | { kind: "no-ids"; idName: string }
  | { kind: "too-large"; bytes: number }
  | { kind: "html" }
  | { kind: "not-json" }
  | { kind: "failure"; failure: FailureKind }
  | { kind: "status"; status: number; statusText: string };

/** Why an answer offers no list, in words; `size` words a byte count. */
export function wordListProblem(m: ListProblemMessages, why: ListProblem, size: (bytes: number) => string): string {
  switch (why.kind) {
    case "no-records":
      return m.noRecords;
    case "no-ids":
      return m.noIds(why.idName);
    case "too-large":
      return m.tooLarge(size(why.bytes));
    case "html":
      return m.html;
    case "not-json":
      return m.notJson;
    case "failure":
      return m.failures[why.failure];
    case "status":
      return (why.status === 401 ? m.keyRefused : m.status)(why.status, why.statusText);
  }
}
