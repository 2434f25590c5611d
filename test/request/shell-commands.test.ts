import { describe, expect, it } from "vitest";
import { readBash } from "../../src/request/bash-commands";
import { readCmd, splitWindowsArguments } from "../../src/request/cmd-commands";
import { detectShell } from "../../src/request/parse-curl";
import { readPowerShell } from "../../src/request/powershell-commands";
import type { ShellResult } from "../../src/request/shell-command";

const commands = (result: ShellResult) => {
  if (!result.ok) throw new Error(result.message);
  return result.reading.commands;
};

describe("which shell a command was written for", () => {
  it.each([
    ["curl 'https://h.test' \\\n  -H 'a: b'", "bash"],
    ['curl ^"https://h.test^" ^\n  -H ^"a: b^"', "cmd"],
    ['curl "https://h.test" ^\n  -H "a: b"', "cmd"],
    ['curl.exe "https://h.test" -d "{\\"a\\":1}"', "cmd"],
    ['C:\\Users\\me>curl "https://h.test"', "cmd"],
    ["curl.exe 'https://h.test' `\n  -H 'a: b'", "powershell"],
    ["curl.exe -d '{\"a\":1}' https://h.test", "powershell"],
    ["PS C:\\work> curl https://h.test", "powershell"],
  ])("%s is %s", (text, shell) => {
    expect(detectShell(text)).toBe(shell);
  });
});

describe("bash", () => {
  it("ends commands at ; & && || | and line ends, skips comments and redirections", () => {
    expect(commands(readBash("a 1 2>&1 >out.txt; b 'x # y' # note\nc <in && d | e &"))).toEqual([
      { words: ["a", "1"], endedBy: ";" },
      { words: ["b", "x # y"], endedBy: "\n" },
      { words: ["c"], endedBy: "&&" },
      { words: ["d"], endedBy: "|" },
      { words: ["e"], endedBy: "&" },
    ]);
  });

  it("keeps a literal $ after \\ in double quotes, and a backslash before other characters", () => {
    expect(commands(readBash('X=1; echo "\\$X \\\\$X \\q"'))[0]?.words).toEqual(["echo", "$X \\1 \\q"]);
  });

  it("ends a $'…' string at a NUL byte, as bash does", () => {
    expect(commands(readBash("echo $'a\\0b'c"))[0]?.words).toEqual(["echo", "ac"]);
  });

  it("puts nothing for positional parameters and says so", () => {
    const read = readBash('echo "price: $5, all: $@"');
    expect(read.ok && read.reading).toEqual({
      shell: "bash",
      commands: [{ words: ["echo", "price: , all: "], endedBy: "" }],
      notes: ["The shell puts nothing for $5, $@ in double quotes or bare text, and neither does this."],
    });
  });

  it("refuses a here-document and a redirection with no file", () => {
    expect(readBash("cat <<EOF\nx\nEOF")).toEqual({
      ok: false,
      message:
        "The here-document (<<) at character 5 feeds curl text this reader does not take: put the body in --data-raw '…'.",
    });
    expect(readBash("a > ; b")).toEqual({ ok: false, message: "A redirection before character 5 has no target." });
  });
});

describe("Windows cmd", () => {
  // The examples of Microsoft's "Parsing C command-line arguments".
  it.each([
    ['"a b c" d e', ["a b c", "d", "e"]],
    ['"ab\\"c" "\\\\" d', ['ab"c', "\\", "d"]],
    ['a\\\\\\b d"e f"g h', ["a\\\\\\b", "de fg", "h"]],
    ['a\\\\\\"b c d', ['a\\"b', "c", "d"]],
    ['a\\\\\\\\"b c" d e', ["a\\\\b c", "d", "e"]],
    ['a"b"" c d', ['ab" c d']],
  ])("splits %s as the C runtime does", (line, words) => {
    expect(splitWindowsArguments(line)).toEqual(words);
  });

  it("takes ^ as an escape outside quotes and as a literal inside, joins ^ lines, and makes ^ + empty line a line break", () => {
    expect(commands(readCmd('curl ^"a^&b^" "c^d" ^\n  -d ^"x^\n\ny^"'))).toEqual([
      { words: ["curl", "a&b", "c^d", "-d", "x\ny"], endedBy: "" },
    ]);
  });

  it("ends a command at & and |, drops a redirection's file, and names %VARIABLES% it keeps", () => {
    const read = readCmd("curl %BASE%/x > out.txt -s & echo done | more");
    expect(read.ok && read.reading).toEqual({
      shell: "cmd",
      commands: [
        { words: ["curl", "%BASE%/x", "-s"], endedBy: "&" },
        { words: ["echo", "done"], endedBy: "|" },
        { words: ["more"], endedBy: "" },
      ],
      notes: [
        "Read as Windows cmd: ^ escapes and continues lines, double quotes group.",
        "%BASE% is not set in the text and kept as written: cmd would have put a value there.",
      ],
    });
  });
});

describe("PowerShell", () => {
  it("reads ` escapes and continuations, '' and \"\" inside quotes, and typographic quotes", () => {
    expect(commands(readPowerShell('curl.exe \'it\'\'s\' `\n  "a`tb ""q""" ‘x’ a`$b'))).toEqual([
      { words: ["curl.exe", "it's", 'a\tb "q"', "x", "a$b"], endedBy: "" },
    ]);
  });

  it("keeps $variables as written and says so, skips comments, ends at ; and |", () => {
    const read = readPowerShell('# a note\ncurl.exe -H "Authorization: Bearer $env:API_KEY"; echo $x | Out-Null');
    expect(read.ok && read.reading).toEqual({
      shell: "powershell",
      commands: [
        { words: ["curl.exe", "-H", "Authorization: Bearer $env:API_KEY"], endedBy: ";" },
        { words: ["echo", "$x"], endedBy: "|" },
        { words: ["Out-Null"], endedBy: "" },
      ],
      notes: [
        "Read as PowerShell: ` escapes and continues lines; '…' is taken as written.",
        "$env:API_KEY, $x are not set in the text and kept as written: PowerShell would have put a value there.",
      ],
    });
  });

  it("refuses what only PowerShell could work out", () => {
    expect(readPowerShell('curl.exe -d "$(Get-Content body.json)"')).toEqual({
      ok: false,
      message: "The subexpression $(…) at character 14 runs PowerShell code, whose value is not in the text.",
    });
    expect(readPowerShell("curl.exe -H @{a=1}")).toEqual({
      ok: false,
      message: 'The PowerShell syntax "@{" at character 13 is not a curl argument: its value is not in the text.',
    });
  });
});
