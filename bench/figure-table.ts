import type { Figure } from "./figures";
import { formatValue } from "./format-value";
import type { Summary } from "./stats";
import { textTable } from "./text-table";
import { type Verdict, verdict } from "./verdict";

export interface FigureSummary {
  figure: Figure;
  summary: Summary;
}

const MARKS: Record<Verdict, string> = { pass: "pass", fail: "FAIL", none: "" };

function targetText(figure: Figure): string {
  if (!figure.target) return "";
  const limit = `≤ ${formatValue(figure.target.limit, figure.unit === "task" ? "ms" : figure.unit)}`;
  return figure.target.judge === "max" ? `${limit} every run` : limit;
}

/** The printed table: figure, median, min, max, target and whether the target is met. */
export function figureTable(rows: readonly FigureSummary[]): string {
  return textTable(
    ["figure", "median", "min", "max", "target", ""],
    rows.map(({ figure, summary }) => [
      figure.label,
      formatValue(summary.median, figure.unit),
      formatValue(summary.min, figure.unit),
      formatValue(summary.max, figure.unit),
      targetText(figure),
      MARKS[verdict(summary, figure.target)],
    ]),
    ["left", "right", "right", "right", "left", "left"],
  );
}
