/** The shells a pasted command is read in: bash (and other POSIX shells), Windows cmd, PowerShell. */
export type ShellName = "bash" | "cmd" | "powershell";

/** One simple command, its words as the program receives them, and what ended it. */
export interface ShellCommand {
  words: string[];
  /** The operator after it ("\n", ";", "&", "&&", "||", "|"), or "" at the end of the text. */
  endedBy: string;
}

export interface ShellReading {
  shell: ShellName;
  commands: ShellCommand[];
  notes: string[];
}

export type ShellResult = { ok: true; reading: ShellReading } | { ok: false; message: string };

/** A piece of input for a message: short, one line, control characters made visible. */
export function excerpt(text: string, max = 40): string {
  const visible = [...text.slice(0, max * 2)]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (char === "\n") return "⏎";
      return code < 0x20 || (code >= 0x7f && code < 0xa0) ? `\\x${code.toString(16).padStart(2, "0")}` : char;
    })
    .join("");
  return [...visible].length > max ? `${[...visible].slice(0, max).join("")}…` : visible;
}
