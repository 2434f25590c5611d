import type { Language } from "../lib/i18n/language";
import { readBash } from "./bash-commands";
import { readCmd } from "./cmd-commands";
import { readCurlConfig } from "./curl-config";
import { type CurlMessages, curlMessages } from "./curl-messages";
import { curlRequest } from "./curl-request";
import type { ParseCurlResult } from "./parsed-request";
import { readPowerShell } from "./powershell-commands";
import { excerpt, type ShellCommand, type ShellName, type ShellResult } from "./shell-command";

export type { ParseCurlResult, ParsedRequest } from "./parsed-request";

// A prompt copied with the command: "$ ", "PS C:\work> ", "C:\Users\me>".
const PROMPT = /^\s*(?:PS [^>\n]*>|[A-Za-z]:\\[^>\n]*>|[$%>])[ \t]*(?=curl)/i;
const CURL = /(?:^|[\\/])curl(?:\.exe)?$/i;
const PREFIXES = new Set(["sudo", "time", "command", "exec", "nohup"]);
const INVOKE_WEB_REQUEST = /^(invoke-webrequest|invoke-restmethod|iwr|irm)$/i;

/** Which shell the text was written for, from the marks each leaves. */
export function detectShell(text: string): ShellName {
  if (/^\s*PS [^>\n]*>/.test(text) || /[ \t]`\r?\n/.test(text)) return "powershell";
  if (/(?:^|\s)curl(?:\.exe)?\s+\^"/i.test(text) || /[ \t]\^\r?\n/.test(text) || /^\s*[A-Za-z]:\\[^>\n]*>/.test(text)) {
    return "cmd";
  }
  if (/(?:^|[\s\\/])curl\.exe\b/i.test(text)) return /'/.test(text) ? "powershell" : "cmd";
  return "bash";
}

function read(shell: ShellName, text: string, language: Language): ShellResult {
  if (shell === "cmd") return readCmd(text, language);
  if (shell === "powershell") return readPowerShell(text, language);
  return readBash(text, language);
}

function curlWords(command: ShellCommand): string[] | undefined {
  const words = PREFIXES.has(command.words[0] ?? "") ? command.words.slice(1) : command.words;
  return CURL.test(words[0] ?? "") ? words : undefined;
}

function noCurl(m: CurlMessages, commands: ShellCommand[], text: string): string {
  if (
    commands.some((command) => INVOKE_WEB_REQUEST.test(command.words[0] ?? "")) ||
    /Invoke-(WebRequest|RestMethod)/i.test(text)
  ) {
    return m.invokeWebRequest;
  }
  return m.noCurl(excerpt(text.trim(), 30));
}

function readCurl(input: string, language: Language): ParseCurlResult {
  const m = curlMessages[language];
  const pasted = input.replace(/^\uFEFF/, "").replace(/\r\n/g, "\n");
  // The prompt tells the shell too, so it is looked at before it goes.
  const shell = detectShell(pasted);
  const text = pasted.replace(PROMPT, "");
  if (text.trim() === "") return { ok: false, message: m.empty };
  const control = /[\p{Cc}]/u.exec(text.replace(/[\t\n\r]/g, " "));
  if (control) {
    return {
      ok: false,
      message: m.control(excerpt(control[0]), control.index + 1),
    };
  }
  if (!/(?:^|[\s\\/"'^&|;(])curl(?:\.exe)?(?=[\s"'^`]|$)/im.test(text)) {
    return { ok: false, message: noCurl(m, [], text) };
  }
  const reading = read(shell, text, language);
  if (!reading.ok) return reading;
  const { commands } = reading.reading;
  const curls = commands.flatMap((command, at) => (curlWords(command) ? [at] : []));
  if (curls.length === 0) return { ok: false, message: noCurl(m, commands, text) };
  if (curls.length > 1) return { ok: false, message: m.several(curls.length) };
  const at = curls[0] ?? 0;
  const command = commands[at] as ShellCommand;
  const words = curlWords(command) ?? [];

  const config = readCurlConfig(words.slice(1), language);
  if (!config.ok) return config;
  const built = curlRequest(config.config, language);
  if (!built.ok) return built;

  const notes = [...reading.reading.notes];
  if (input.includes("\r\n")) notes.push(m.crlf);
  if (shell === "powershell" && words.slice(1).some((word) => word.includes('"'))) notes.push(m.powerShellQuotes);
  if (shell === "powershell" && /^curl$/i.test(words[0] ?? "")) notes.push(m.powerShellCurl);
  if (command.endedBy === "&") notes.push(m.ampersand(excerpt(words.at(-1) ?? "", 40)));
  const others = commands.filter((_, index) => index !== at).map((other) => excerpt(other.words.join(" "), 30));
  if (others.length > 0) notes.push(m.onlyCurl(others.map((other) => `"${other}"`).join(", ")));
  return { ok: true, request: built.request, notes: [...notes, ...built.notes] };
}

/**
 * Reads a cURL command as curl 7.88 would send it, from bash, Windows cmd or PowerShell text
 * (as copied from browser devtools, Postman or this console). Says exactly what it could not
 * read instead of guessing. Its messages and notes are in `language` (English unless asked): reading
 * the same text again in another language gives the same result in those words.
 */
export function parseCurl(input: string, language: Language = "en"): ParseCurlResult {
  const m = curlMessages[language];
  const result = readCurl(input, language);
  if (result.ok) return result;
  const hints = [result.message];
  if (input.includes("\u00a0")) hints.push(m.noBreakSpaces);
  if (detectShell(input) === "cmd" && input.includes("'")) hints.push(m.cmdQuotes);
  return { ok: false, message: hints.join(" ") };
}
