import type { ContractFinding, FieldProblem, FieldWant, Finding, Got, Place, Want } from "./contract-finding";
import type { ContractMessages } from "./contract-messages";

/*
 * A contract finding in the words of one language: which message says each part, and with what.
 * The messages are in contract-messages.ts; what the request spells (names, paths, values) is
 * passed to them as it is.
 */

/** How an action is named in the words: its label in the chosen language. */
export type ActionName = (actionId: string) => string;

export function wordPlace(m: ContractMessages, place: Place): string {
  switch (place.at) {
    case "scheme":
      return m.place.scheme;
    case "pasted-scheme":
      return m.place.pastedScheme;
    case "path":
      return m.place.path;
    case "query":
      return m.place.query(place.name);
    case "header":
      return m.place.header(place.name);
    case "body":
      return m.place.body;
    case "field":
      return place.name;
  }
}

/** What a field's contract asks for, in words. */
export function wordField(m: ContractMessages, field: FieldWant): string {
  return field.kind === "choice" ? m.oneOf((field.options ?? []).join(", ")) : m.kinds[field.kind];
}

function wordProblem(m: ContractMessages, problem: FieldProblem): string {
  switch (problem.rule) {
    case "atMost":
      return m.problems.atMost(String(problem.limit));
    default:
      return m.problems[problem.rule];
  }
}

export function wordWant(m: ContractMessages, want: Want, actionName?: ActionName): string {
  switch (want.want) {
    case "https":
      return m.https;
    case "path": {
      const set = m.pathSets[want.set];
      return want.environment ? m.pathAsUsed(want.path, set, want.environment) : m.path(want.path, set);
    }
    case "no-query":
      return m.noQuery(want.method);
    case "only": {
      const action = actionName?.(want.actionId) ?? want.label;
      const names = want.names.join(", ");
      return want.what === "fields" ? m.onlyFields(action, names) : m.onlyParameters(action, names);
    }
    case "once":
      return m.once;
    case "field": {
      const words = wordField(m, want.field);
      if (want.problem !== undefined) return m.refused(words, wordProblem(m, want.problem));
      return want.required ? m.required(words) : words;
    }
    case "bearer":
      return m.bearer;
    case "as-spelled":
      return want.text;
    case "json-object":
      return m.jsonObject;
  }
}

export function wordGot(m: ContractMessages, got: Got): string {
  switch (got.got) {
    case "http":
      return got.local ? m.httpLocal : "http://";
    case "http-at":
      return `http:// (${got.url})`;
    case "path":
      return m.path(got.path, m.pathSets[got.set]);
    case "as-sent":
      return got.text;
    case "more-than-once":
      return m.moreThanOnce;
    case "times":
      return m.times(got.count);
    case "missing":
      return m.missing;
    case "value":
      return m.value(got.type === "array" ? m.array : got.type === "object" ? m.object : got.type, got.json);
    case "no-header":
      return m.noHeader;
    case "no-key":
      return m.noKey;
    case "no-bearer":
      return m.noBearer;
    case "scheme":
      return m.scheme(got.scheme);
    case "two-spaces":
      return m.twoSpaces;
    case "other-whitespace":
      return m.otherWhitespace;
    case "key-in-quotes":
      return m.keyInQuotes;
    case "quotes-in-key":
      return m.quotesInKey;
    case "whitespace-in-key":
      return m.whitespaceInKey;
    case "empty-body":
      return m.emptyBody;
    case "json-of":
      return `JSON ${got.type}`;
    case "not-json":
      return m.notJson;
  }
}

/** A finding in the words of one language; an action is named by `actionName` (its catalog label by default). */
export function wordFinding(finding: Finding, words: ContractMessages, actionName?: ActionName): ContractFinding {
  return {
    kind: finding.kind,
    where: wordPlace(words, finding.where),
    expected: wordWant(words, finding.expected, actionName),
    got: wordGot(words, finding.got),
  };
}
