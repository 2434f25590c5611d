import type { Language } from "../lib/i18n/language";
import { readCurlArgs } from "./curl-args";
import { curlUrlencode } from "./curl-escape";
import { type CurlMessages, curlMessages } from "./curl-messages";
import type { CurlOption, OptionNote } from "./curl-options";
import { curlRange } from "./curl-range";
import { excerpt } from "./shell-command";

/** What curl's command line set, before it becomes a request: the part of curl's OperationConfig that matters. */
export interface CurlConfig {
  urls: string[];
  /** The -X method, exactly as written. */
  method?: string;
  head: boolean;
  get: boolean;
  globoff: boolean;
  pathAsIs: boolean;
  disallowUser: boolean;
  protoDefault?: string;
  /** The data of -d, --data-*, --json, joined as curl joins them; undefined when there is none. */
  data?: string;
  json: boolean;
  query?: string;
  headers: string[];
  user?: string;
  bearer?: string;
  /** A challenge-response scheme asked for (--digest, --ntlm, …). */
  challenge?: string;
  userAgent?: string;
  referer?: string;
  cookies: string[];
  cookieFiles: string[];
  range?: string;
  compressed: boolean;
  trEncoding: boolean;
  netrc: boolean;
  /** A note's text → the options it is about, as written. */
  notes: Map<OptionNote, string[]>;
}

export type CurlConfigResult = { ok: true; config: CurlConfig } | { ok: false; message: string };

const DATA = new Set(["data", "data-ascii", "data-binary", "data-raw", "data-urlencode", "json"]);

function fileData(m: CurlMessages, written: string, value: string, option: string): string {
  const file = value.slice(1) || "-";
  const where = file === "-" ? m.standardInput : m.theFile(excerpt(file));
  return m.bodyFromFile(written, excerpt(value), where, option === "data" || option === "data-ascii");
}

/** Data options in the order given: & between them, except before a --json, which is added as it is. */
function addData(
  m: CurlMessages,
  config: CurlConfig,
  option: string,
  written: string,
  value: string,
): string | undefined {
  let chunk = value;
  if (option === "data-urlencode") {
    const encoded = curlUrlencode(value);
    if (!encoded.ok) {
      const where = encoded.file === "-" ? m.standardInput : m.theFile(excerpt(encoded.file));
      return m.urlencodeFile(written, excerpt(value), where);
    }
    chunk = encoded.text;
  } else if (option !== "data-raw" && value.startsWith("@")) return fileData(m, written, value, option);
  if (option === "json") config.json = true;
  config.data = config.data === undefined ? chunk : config.data + (option === "json" ? "" : "&") + chunk;
  return undefined;
}

function addNote(config: CurlConfig, note: OptionNote, written: string) {
  const list = config.notes.get(note) ?? [];
  if (!list.includes(written)) list.push(written);
  config.notes.set(note, list);
}

function apply(m: CurlMessages, config: CurlConfig, option: CurlOption, value: string, written: string) {
  const name = option.long;
  if (DATA.has(name)) return addData(m, config, name, written, value);
  switch (name) {
    case "url":
      config.urls.push(value);
      break;
    case "url-query": {
      const encoded = value.startsWith("+") ? { ok: true as const, text: value.slice(1) } : curlUrlencode(value);
      if (!encoded.ok) return m.readsFile(written, excerpt(value));
      config.query = config.query === undefined ? encoded.text : `${config.query}&${encoded.text}`;
      break;
    }
    case "request":
      config.method = value;
      break;
    case "header":
      if (value.startsWith("@")) return m.headersFromFile(written, excerpt(value));
      config.headers.push(value);
      break;
    case "user":
      config.user = value;
      break;
    case "oauth2-bearer":
      config.bearer = value;
      break;
    case "user-agent":
      config.userAgent = value;
      break;
    case "referer":
      config.referer = value;
      break;
    case "cookie":
      if (!value.startsWith("@") && value.includes("=")) config.cookies.push(value);
      else config.cookieFiles.push(value.replace(/^@/, ""));
      break;
    case "range": {
      const range = curlRange(value);
      if (range === undefined) return m.rangePoint(written, excerpt(value));
      config.range = range;
      break;
    }
    case "proto-default":
      config.protoDefault = value;
      break;
    case "netrc-file":
      config.netrc = true;
      break;
    default:
      return undefined;
  }
  return undefined;
}

function applyFlag(config: CurlConfig, option: CurlOption, toggle: boolean, written: string) {
  switch (option.long) {
    case "get":
      config.get = toggle;
      break;
    case "head":
      config.head = toggle;
      break;
    case "globoff":
      config.globoff = toggle;
      break;
    case "path-as-is":
      config.pathAsIs = toggle;
      break;
    case "disallow-username-in-url":
      config.disallowUser = toggle;
      break;
    case "compressed":
      config.compressed = toggle;
      break;
    case "tr-encoding":
      config.trEncoding = toggle;
      break;
    case "netrc":
    case "netrc-optional":
      config.netrc = toggle;
      break;
    case "digest":
    case "ntlm":
    case "ntlm-wb":
    case "negotiate":
    case "anyauth":
      if (toggle) config.challenge = written;
      break;
    case "basic":
      if (toggle) config.challenge = undefined;
      break;
  }
}

/** Reads curl's arguments into what curl would send, as far as the command line says. */
/** Reads curl's arguments into what they set; a refused option is said in `language`. */
export function readCurlConfig(args: readonly string[], language: Language = "en"): CurlConfigResult {
  const m = curlMessages[language];
  const config: CurlConfig = {
    urls: [],
    head: false,
    get: false,
    globoff: false,
    pathAsIs: false,
    disallowUser: false,
    json: false,
    headers: [],
    cookies: [],
    cookieFiles: [],
    compressed: false,
    trEncoding: false,
    netrc: false,
    notes: new Map(),
  };
  const error = readCurlArgs(
    args,
    (option, value, toggle, written) => {
      const { treatment } = option;
      if (treatment.kind === "refuse") return m.refused(written, m.optionRefusals[treatment.reason]);
      if (treatment.kind === "note" && toggle) addNote(config, treatment.note, written);
      if (treatment.kind !== "read") return undefined;
      if (value === undefined) {
        applyFlag(config, option, toggle, written);
        return undefined;
      }
      return apply(m, config, option, value, written);
    },
    language,
  );
  return error ? { ok: false, message: error } : { ok: true, config };
}
