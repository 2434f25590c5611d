import { type Language, LOCALES } from "../lib/i18n/language";
import { pluralForm } from "../lib/i18n/plural";
import { curlMessages } from "./curl-messages";
import type { ShellCommand, ShellResult } from "./shell-command";

/**
 * Splits one command line into arguments as the Microsoft C runtime does for curl.exe:
 * spaces separate outside quotes, 2n backslashes before a quote make n and the quote
 * toggles, 2n+1 make n and a literal quote, "" inside quotes is a literal quote.
 */
export function splitWindowsArguments(line: string): string[] {
  const words: string[] = [];
  let word = "";
  let inWord = false;
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at];
    if (char === "\\") {
      let end = at;
      while (line[end] === "\\") end += 1;
      const count = end - at;
      inWord = true;
      if (line[end] === '"') {
        word += "\\".repeat(Math.floor(count / 2));
        if (count % 2 === 1) {
          word += '"';
          at = end;
        } else at = end - 1;
      } else {
        word += "\\".repeat(count);
        at = end - 1;
      }
    } else if (char === '"') {
      inWord = true;
      if (quoted && line[at + 1] === '"') {
        word += '"';
        at += 1;
      } else quoted = !quoted;
    } else if ((char === " " || char === "\t") && !quoted) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

const VARIABLE = /%([A-Za-z_][\w.-]*)%/g;
// A private-use character, which no command has: it marks a redirection's file.
const TARGET = "\uE000";

/**
 * Reads text as Windows cmd does before curl.exe gets it: ^ escapes the next character
 * outside quotes, ^ at the end of a line joins the next one (whose first character is then
 * taken as it is, so ^ and an empty line make a line break), & and | end the command,
 * < and > redirect. Then each command line is split as the C runtime splits it.
 */
export function readCmd(input: string, language: Language = "en"): ShellResult {
  const m = curlMessages[language];
  const text = input.replace(/\r\n?/g, "\n");
  const commands: ShellCommand[] = [];
  const unknown = new Set<string>();
  let line = "";
  let quoted = false;
  const finish = (endedBy: string) => {
    const words = splitWindowsArguments(line).filter((word) => !word.startsWith(TARGET));
    if (words.length > 0) commands.push({ words, endedBy });
    line = "";
    quoted = false;
  };
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] ?? "";
    if (char === "%") {
      VARIABLE.lastIndex = at;
      const variable = VARIABLE.exec(text);
      if (variable?.index === at) unknown.add(variable[0]);
    }
    if (char === "\n") finish("\n");
    else if (char === '"') {
      quoted = !quoted;
      line += char;
    } else if (quoted) line += char;
    else if (char === "^") {
      const next = text[at + 1];
      if (next === "\n") {
        // The first character of the next line is escaped: an empty line gives a line break.
        line += text[at + 2] ?? "";
        at += 2;
      } else {
        line += next ?? "";
        at += 1;
      }
    } else if (char === "&" || char === "|") {
      const double = text[at + 1] === char;
      finish(double ? char + char : char);
      if (double) at += 1;
    } else if (char === "<" || char === ">") {
      if (text[at + 1] === ">" || text[at + 1] === "&") at += 1;
      while (text[at + 1] === " " || text[at + 1] === "\t") at += 1;
      // The file the output goes to is marked, and dropped once the line is split.
      line = `${line.replace(/(^|\s)\d$/, "$1")} ${TARGET}`;
    } else line += char;
  }
  finish("");
  const notes: string[] = [m.readAsCmd];
  if (unknown.size > 0)
    notes.push(pluralForm(LOCALES[language], unknown.size, m.notSetIn)([...unknown].join(", "), "cmd"));
  return { ok: true, reading: { shell: "cmd", commands, notes } };
}
