import { type Language, LOCALES } from "../lib/i18n/language";
import { pluralForm } from "../lib/i18n/plural";
import { curlMessages } from "./curl-messages";
import type { ShellCommand, ShellResult } from "./shell-command";
import { type Segment, tokenizeShell } from "./shell-words";

const PARAMETER = /\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*)|\{([^}]*)\}|([0-9@*#?$!-]))/g;
const ASSIGNMENT = /^([A-Za-z_]\w*)=([\s\S]*)$/;

interface Expansion {
  variables: Map<string, string>;
  unknown: Set<string>;
  emptied: Set<string>;
}

/** Expands $NAME and ${NAME} as bash would, from assignments made earlier in the text. */
function expand(segments: Segment[], expansion: Expansion): string {
  return segments
    .map((segment) =>
      segment.expandable
        ? segment.text.replace(
            PARAMETER,
            (whole, braced?: string, plain?: string, other?: string, special?: string) => {
              const name = braced ?? plain;
              if (name !== undefined && expansion.variables.has(name)) return expansion.variables.get(name) ?? "";
              // Positional parameters are empty in a fresh shell: "$5" in a body becomes nothing.
              if (special !== undefined && /[0-9@*]/.test(special)) {
                expansion.emptied.add(whole);
                return "";
              }
              expansion.unknown.add(name !== undefined ? `$${name}` : other !== undefined ? whole : `$${special}`);
              return whole;
            },
          )
        : segment.text,
    )
    .join("");
}

/** The commands in bash text, with their words expanded; `export NAME=…` and `NAME=…` lines fill variables. */
export function readBash(input: string, language: Language = "en"): ShellResult {
  const m = curlMessages[language];
  const tokenized = tokenizeShell(input, language);
  if (!tokenized.ok) return tokenized;
  const expansion: Expansion = { variables: new Map(), unknown: new Set(), emptied: new Set() };
  const commands: ShellCommand[] = [];
  let current: Segment[][] = [];
  const finish = (endedBy: string) => {
    const words = current.map((segments) => expand(segments, expansion));
    current = [];
    const exported = words[0] === "export" ? words.slice(1) : words;
    let first = 0;
    while (first < exported.length && ASSIGNMENT.test(exported[first] ?? "")) first += 1;
    if (exported.length > 0 && first === exported.length) {
      for (const word of exported) {
        const [, name = "", value = ""] = ASSIGNMENT.exec(word) ?? [];
        expansion.variables.set(name, value);
      }
    } else if (words.length > 0) {
      // Assignments before a command set its environment, not the text's variables.
      commands.push({ words: words.slice(words === exported ? first : 0), endedBy });
    }
  };
  for (const token of tokenized.tokens) {
    if (token.kind === "word") current.push(token.segments);
    else finish(token.text);
  }
  finish("");
  const notes: string[] = [];
  if (expansion.unknown.size > 0) {
    notes.push(pluralForm(LOCALES[language], expansion.unknown.size, m.notSet)([...expansion.unknown].join(", ")));
  }
  if (expansion.emptied.size > 0) {
    notes.push(m.emptied([...expansion.emptied].join(", ")));
  }
  return { ok: true, reading: { shell: "bash", commands, notes } };
}
