import type { PathStyle } from "../catalog/define-action";
import type { FieldKind } from "../catalog/field-specs";
import { defineMessages } from "../lib/i18n/define-messages";
import { ENGLISH_FIELDS } from "../lib/zod-setup";

/*
 * A contract finding's words, in each language (a finding is data: contract-finding.ts), worded
 * by word-finding.ts when it is shown: findings already on screen change language with the
 * console. The ticket report words them in English on purpose (it is written for the API's
 * support). Names the API spells (fields, headers, paths, values) stay as sent.
 */

type Kinds = Record<Exclude<FieldKind, "choice">, string>;

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
    /** A path and the path set it belongs to (`set`, worded). */
    path: (path: string, set: string) => `${path} (${set})`,
    pathAsUsed: (path: string, set: string, environment: string) => `${path} (${set}, as ${environment} uses)`,
    noQuery: (method: string) => `none: ${method} sends its parameters in the JSON body`,
    onlyParameters: (action: string, names: string) => `only the parameters of ${action} (${names})`,
    onlyFields: (action: string, names: string) => `only the fields of ${action} (${names})`,
    once: "once",
    kinds: {
      integer: "an integer (JSON number)",
      number: "a number (JSON number)",
      digits: "a string of digits",
      text: "a string",
      date: "a date string (YYYY-MM-DD)",
      boolean: "true or false",
      json: "JSON",
    } as Kinds,
    oneOf: (options: string) => `one of ${options}`,
    /** What a field wants (worded), and why its value was refused (a rule, worded). */
    refused: (want: string, problem: string) => `${want}: ${problem}`,
    required: (want: string) => `${want} (required)`,
    /** The catalog's rules for a field's value, by the key of their message (src/catalog/fields.ts). */
    // The words the form says under a field, so that a finding and the field say the same.
    problems: {
      ...ENGLISH_FIELDS,
      atMost: (limit: string) => `At most ${limit}`,
      notValid: "not valid",
    },
    bearer: "Bearer, one space, the key",
    jsonObject: "a JSON object",
    httpLocal: "http:// (allowed by the console only because it is this machine)",
    moreThanOnce: "more than once",
    times: (count: number) => `${count} times (the last one counts)`,
    missing: "missing",
    /** A JSON value as sent, after its type (`type`, worded). */
    value: (type: string, json: string) => `${type} ${json}`,
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
    path: (path, set) => `${path} (${set})`,
    pathAsUsed: (path, set, environment) => `${path} (${set}, yang dipakai ${environment})`,
    noQuery: (method) => `tidak ada: ${method} mengirim parameternya di body JSON`,
    onlyParameters: (action, names) => `hanya parameter milik ${action} (${names})`,
    onlyFields: (action, names) => `hanya kolom milik ${action} (${names})`,
    once: "sekali",
    kinds: {
      integer: "bilangan bulat (number JSON)",
      number: "angka (number JSON)",
      digits: "string berisi digit",
      text: "string",
      date: "string tanggal (YYYY-MM-DD)",
      boolean: "true atau false",
      json: "JSON",
    },
    oneOf: (options) => `salah satu dari ${options}`,
    refused: (want, problem) => `${want}: ${problem}`,
    required: (want) => `${want} (wajib)`,
    problems: {
      required: "Wajib diisi",
      wholeNumber: "Masukkan bilangan bulat",
      atLeastOne: "Minimal 1",
      digits: "Masukkan digit",
      digitsOnly: "Hanya digit (0-9), tanpa spasi atau tanda",
      text: "Masukkan teks",
      date: "Masukkan tanggal dengan format YYYY-MM-DD",
      atMost: (limit) => `Maksimal ${limit}`,
      notValid: "tidak valid",
    },
    bearer: "Bearer, satu spasi, lalu kuncinya",
    jsonObject: "objek JSON",
    httpLocal: "http:// (diizinkan konsol hanya karena ini komputer Anda sendiri)",
    moreThanOnce: "lebih dari sekali",
    times: (count) => `${count} kali (yang terakhir yang berlaku)`,
    missing: "tidak ada",
    value: (type, json) => `${type} ${json}`,
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
