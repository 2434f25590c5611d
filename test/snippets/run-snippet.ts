import { execFile } from "node:child_process";
import type { SnippetLanguage } from "../../src/request/snippets";
import type { Echo } from "./echo-server";

// How a person would run each snippet: a shell for cURL and HTTPie, node and python3 for code.
const RUNNERS: Record<SnippetLanguage["id"], [string, string[]]> = {
  curl: ["bash", ["-c"]],
  httpie: ["bash", ["-c"]],
  fetch: [process.execPath, ["--input-type=module", "-e"]],
  python: ["/usr/bin/python3", ["-c"]],
};

// The snippets print the status, or the whole response: the echo is the JSON part.
function echoIn(output: string): Echo {
  const start = output.indexOf("{");
  if (start < 0) throw new Error(`no echo in output: ${output}`);
  return JSON.parse(output.slice(start)) as Echo;
}

export function runSnippet(language: SnippetLanguage["id"], code: string): Promise<Echo> {
  const [command, args] = RUNNERS[language];
  // HTTPie prints the body; --print=b keeps headers out; -s keeps curl quiet.
  const prepared = language === "httpie" ? code.replace(/^http /m, "http --print=b --ignore-stdin ") : code;
  return new Promise((resolve, reject) => {
    execFile(command, [...args, prepared], { timeout: 15_000, encoding: "utf8" }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${language} failed: ${error.message}\n${stderr}`));
      else {
        try {
          resolve(echoIn(stdout));
        } catch (parseError) {
          reject(parseError);
        }
      }
    });
  });
}
