import type { PathStyle } from "../catalog/define-action";
import type { FieldKind } from "../catalog/field-specs";
import { defineMessages } from "../lib/i18n/define-messages";

/*
 * A contract finding's words, in each language. A finding is data (where, what is expected, what
 * was got, each a code with its values), worded here when it is shown: findings already on screen
 * change language with the console. The ticket report words them in English on purpose (it is
 * written for the API's support). Names the API spells (fields, headers, paths, values) stay as sent.
 */

export type Place =
  | { at: "scheme" }
  | { at: "pasted-scheme" }
  | { at: "path" }
  | { at: "query"; name: string }
  | { at: "field"; name: string }
  | { at: "header"; name: string }
  | { at: "body" };

/** What a field's contract asks for: its kind, and the choices of a choice. */
export interface FieldWant {
  kind: FieldKind;
  options?: readonly string[];
}

export type Want =
  | { want: "https" }
  | { want: "path"; path: string; set: PathStyle; environment?: string }
  | { want: "no-query"; method: string }
  /** Only the action's own names; `label` is the catalog's (English) label. */
  | { want: "only"; what: "parameters" | "fields"; actionId: string; label: string; names: readonly string[] }
  | { want: "once" }
  /** The field's type; the schema's own message when a value of that type is refused; required. */
  | { want: "field"; field: FieldWant; problem?: string; required?: boolean }
  | { want: "bearer" }
  | { want: "as-spelled"; text: string }
  | { want: "json-object" };

export type Got =
  | { got: "http"; local: boolean }
  | { got: "http-at"; url: string }
  | { got: "path"; path: string; set: PathStyle }
  /** Text as the request carries it: `name=value`, a header's value, a query value as JSON. */
  | { got: "as-sent"; text: string }
  | { got: "more-than-once" }
  | { got: "times"; count: number }
  | { got: "missing" }
  /** A JSON value: its type and the value, cut short. */
  | { got: "value"; type: string; json: string }
  | { got: "no-header" }
  | { got: "no-key" }
  | { got: "no-bearer" }
  | { got: "scheme"; scheme: string }
  | { got: "two-spaces" }
  | { got: "other-whitespace" }
  | { got: "key-in-quotes" }
  | { got: "quotes-in-key" }
  | { got: "whitespace-in-key" }
  | { got: "empty-body" }
  | { got: "json-of"; type: string }
  | { got: "not-json" };

const KINDS_EN: Record<FieldKind, string> = {
  integer: "an integer (JSON number)",
  number: "a number (JSON number)",
  digits: "a string of digits",
  text: "a string",
  date: "a date string (YYYY-MM-DD)",
  choice: "",
  boolean: "true or false",
  json: "JSON",
};

export const contractMessages = defineMessages({
  en: {
    place: {
      scheme: "URL scheme",
      pastedScheme: "URL scheme of the pasted command",
      path: "path",
      query: (name: string) => `query parameter ${name}`,
      header: (name: string) => `${name} header`,
      body: "body",
    },
    https: "https:// (the API is HTTPS only)",
    pathSets: { console: "console paths", rest: "REST paths" } as Record<PathStyle, string>,
    asUses: (environment: string) => `, as ${environment} uses`,
    noQuery: (method: string) => `none: ${method} sends its parameters in the JSON body`,
    only: (what: "parameters" | "fields", action: string, names: string) => `only the ${what} of ${action} (${names})`,
    once: "once",
    kinds: KINDS_EN,
    oneOf: (options: string) => `one of ${options}`,
    required: "(required)",
    // The catalog's messages are English; another language words the ones it knows.
    problems: {} as Record<string, string>,
    bearer: "Bearer, one space, the key",
    jsonObject: "a JSON object",
    local: "(allowed by the console only because it is this machine)",
    moreThanOnce: "more than once",
    times: (count: number) => `${count} times (the last one counts)`,
    missing: "missing",
    array: "an array",
    object: "an object",
    noHeader: "no header",
    noKey: "no key",
    noBearer: "the key with no Bearer before it",
    scheme: (scheme: string) => `the scheme ${scheme}`,
    twoSpaces: "two spaces after Bearer",
    otherWhitespace: "other whitespace after Bearer",
    keyInQuotes: "the key in quotes",
    quotesInKey: "quotes in the key",
    whitespaceInKey: "whitespace in the key",
    emptyBody: "an empty body",
    notJson: "text that is not JSON",
  },
  id: {
    place: {
      scheme: "Skema URL",
      pastedScheme: "Skema URL pada perintah yang ditempel",
      path: "path",
      query: (name) => `parameter query ${name}`,
      header: (name) => `header ${name}`,
      body: "body",
    },
    https: "https:// (API hanya menerima HTTPS)",
    pathSets: { console: "path gaya konsol", rest: "path REST" },
    asUses: (environment) => `, yang dipakai ${environment}`,
    noQuery: (method) => `tidak ada: ${method} mengirim parameternya di body JSON`,
    only: (what, action, names) => `hanya ${what === "fields" ? "kolom" : "parameter"} milik ${action} (${names})`,
    once: "sekali",
    kinds: {
      integer: "bilangan bulat (number JSON)",
      number: "angka (number JSON)",
      digits: "string berisi digit",
      text: "string",
      date: "string tanggal (YYYY-MM-DD)",
      choice: "",
      boolean: "true atau false",
      json: "JSON",
    },
    oneOf: (options) => `salah satu dari ${options}`,
    required: "(wajib)",
    problems: {
      Required: "Wajib diisi",
      "Enter a whole number": "Masukkan bilangan bulat",
      "Must be 1 or more": "Minimal 1",
      "At most 50000": "Maksimal 50000",
      "Enter digits": "Masukkan digit",
      "Digits only (0-9), no spaces or signs": "Hanya digit (0-9), tanpa spasi atau tanda",
      "Enter text": "Masukkan teks",
      "Enter a date as YYYY-MM-DD": "Masukkan tanggal dengan format YYYY-MM-DD",
      "not valid": "tidak valid",
    },
    bearer: "Bearer, satu spasi, lalu kuncinya",
    jsonObject: "objek JSON",
    local: "(diizinkan konsol hanya karena ini komputer Anda sendiri)",
    moreThanOnce: "lebih dari sekali",
    times: (count) => `${count} kali (yang terakhir yang berlaku)`,
    missing: "tidak ada",
    array: "array",
    object: "objek",
    noHeader: "tidak ada header",
    noKey: "tidak ada kunci",
    noBearer: "kunci tanpa Bearer di depannya",
    scheme: (scheme) => `skema ${scheme}`,
    twoSpaces: "dua spasi setelah Bearer",
    otherWhitespace: "spasi jenis lain setelah Bearer",
    keyInQuotes: "kunci di dalam tanda kutip",
    quotesInKey: "tanda kutip di dalam kunci",
    whitespaceInKey: "spasi di dalam kunci",
    emptyBody: "body kosong",
    notJson: "teks yang bukan JSON",
  },
});

export type ContractMessages = (typeof contractMessages)["en"];

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

export function wordWant(m: ContractMessages, want: Want, actionName?: ActionName): string {
  switch (want.want) {
    case "https":
      return m.https;
    case "path":
      return `${want.path} (${m.pathSets[want.set]}${want.environment ? m.asUses(want.environment) : ""})`;
    case "no-query":
      return m.noQuery(want.method);
    case "only":
      return m.only(want.what, actionName?.(want.actionId) ?? want.label, want.names.join(", "));
    case "once":
      return m.once;
    case "field": {
      const words = wordField(m, want.field);
      if (want.problem !== undefined) return `${words}: ${m.problems[want.problem] ?? want.problem}`;
      return want.required ? `${words} ${m.required}` : words;
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
      return got.local ? `http:// ${m.local}` : "http://";
    case "http-at":
      return `http:// (${got.url})`;
    case "path":
      return `${got.path} (${m.pathSets[got.set]})`;
    case "as-sent":
      return got.text;
    case "more-than-once":
      return m.moreThanOnce;
    case "times":
      return m.times(got.count);
    case "missing":
      return m.missing;
    case "value":
      return `${got.type === "array" ? m.array : got.type === "object" ? m.object : got.type} ${got.json}`;
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
