import type { CheckResult } from "./check-result";

/** The pass/fail list, one line per check, with the problems and the fix under each failure. */
export function formatReport(address: string, results: CheckResult[]): string {
  const width = Math.max(...results.map((result) => result.name.length));
  const lines = [`Checking the console at ${address}`, ""];
  for (const result of results) {
    lines.push(`${result.ok ? "PASS" : "FAIL"}  ${result.name.padEnd(width)}  ${result.summary}`);
    const indent = " ".repeat(width + 8);
    for (const detail of result.details ?? []) lines.push(`${indent}- ${detail}`);
    if (result.fix) lines.push(`${indent}fix: ${result.fix}`);
  }
  const failed = results.filter((result) => !result.ok).length;
  const checks = results.length === 1 ? "1 check" : `${results.length} checks`;
  lines.push("", `${checks}: ${results.length - failed} passed, ${failed} failed.`);
  return `${lines.join("\n")}\n`;
}
