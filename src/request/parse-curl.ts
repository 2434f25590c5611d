import { readBash } from "./bash-commands";
import { readCmd } from "./cmd-commands";
import { readCurlConfig } from "./curl-config";
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

function read(shell: ShellName, text: string): ShellResult {
  if (shell === "cmd") return readCmd(text);
  if (shell === "powershell") return readPowerShell(text);
  return readBash(text);
}

function curlWords(command: ShellCommand): string[] | undefined {
  const words = PREFIXES.has(command.words[0] ?? "") ? command.words.slice(1) : command.words;
  return CURL.test(words[0] ?? "") ? words : undefined;
}

function noCurl(commands: ShellCommand[], text: string): string {
  if (
    commands.some((command) => INVOKE_WEB_REQUEST.test(command.words[0] ?? "")) ||
    /Invoke-(WebRequest|RestMethod)/i.test(text)
  ) {
    return "This is PowerShell's Invoke-WebRequest, not curl: copy the request as cURL instead.";
  }
  return `No curl command found: the text starts with "${excerpt(text.trim(), 30)}", not with curl.`;
}

function readCurl(input: string): ParseCurlResult {
  const pasted = input.replace(/^\uFEFF/, "").replace(/\r\n/g, "\n");
  // The prompt tells the shell too, so it is looked at before it goes.
  const shell = detectShell(pasted);
  const text = pasted.replace(PROMPT, "");
  if (text.trim() === "") return { ok: false, message: "Paste a curl command first: the box is empty." };
  const control = /[\p{Cc}]/u.exec(text.replace(/[\t\n\r]/g, " "));
  if (control) {
    return {
      ok: false,
      message: `The text holds the control character ${excerpt(control[0])} at character ${control.index + 1}: it looks like binary data, not a command.`,
    };
  }
  if (!/(?:^|[\s\\/"'^&|;(])curl(?:\.exe)?(?=[\s"'^`]|$)/im.test(text)) {
    return { ok: false, message: noCurl([], text) };
  }
  const reading = read(shell, text);
  if (!reading.ok) return reading;
  const { commands } = reading.reading;
  const curls = commands.flatMap((command, at) => (curlWords(command) ? [at] : []));
  if (curls.length === 0) return { ok: false, message: noCurl(commands, text) };
  if (curls.length > 1)
    return { ok: false, message: `The text holds ${curls.length} curl commands: import one at a time.` };
  const at = curls[0] ?? 0;
  const command = commands[at] as ShellCommand;
  const words = curlWords(command) ?? [];

  const config = readCurlConfig(words.slice(1));
  if (!config.ok) return config;
  const built = curlRequest(config.config);
  if (!built.ok) return built;

  const notes = [...reading.reading.notes];
  if (input.includes("\r\n"))
    notes.push("Windows line ends (CR LF) are read as plain line ends, as a terminal takes them.");
  if (shell === "powershell" && words.slice(1).some((word) => word.includes('"'))) {
    notes.push(
      'Arguments are read as PowerShell 7.3 and later pass them to curl.exe: as written. Windows PowerShell 5.1 drops a bare " inside an argument and turns \\" into ", so there curl got other text.',
    );
  }
  if (shell === "powershell" && /^curl$/i.test(words[0] ?? "")) {
    notes.push(
      "In Windows PowerShell 5.1, curl runs Invoke-WebRequest: this is read as curl.exe, which PowerShell 7 runs for curl.",
    );
  }
  if (command.endedBy === "&") {
    notes.push(
      `An unquoted & ends the command: curl got only what comes before it (${excerpt(words.at(-1) ?? "", 40)}), and the shell ran the rest apart.`,
    );
  }
  const others = commands.filter((_, index) => index !== at).map((other) => excerpt(other.words.join(" "), 30));
  if (others.length > 0)
    notes.push(`Only the curl command is read, not: ${others.map((other) => `"${other}"`).join(", ")}.`);
  return { ok: true, request: built.request, notes: [...notes, ...built.notes] };
}

/**
 * Reads a cURL command as curl 7.88 would send it, from bash, Windows cmd or PowerShell text
 * (as copied from browser devtools, Postman or this console). Says exactly what it could not
 * read instead of guessing.
 */
export function parseCurl(input: string): ParseCurlResult {
  const result = readCurl(input);
  if (result.ok) return result;
  const hints = [result.message];
  if (input.includes("\u00a0")) {
    hints.push(
      "The text holds no-break spaces (U+00A0), which a shell takes as part of a word: type them as plain spaces.",
    );
  }
  if (detectShell(input) === "cmd" && input.includes("'"))
    hints.push("(cmd does not read '…' as quotes: use \"…\" there.)");
  return { ok: false, message: hints.join(" ") };
}
