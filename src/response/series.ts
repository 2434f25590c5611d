import { isJsonObject } from "../lib/parse-json";
import { fieldFor, isNamed, namesMinorUnits, numberOf, textOf, valueFor } from "./field-names";

export interface Series {
  field: string;
  /** Money (a revenue or amount field): formatted in the currency when there is one. */
  money: boolean;
  values: number[];
}

export interface SeriesGroup {
  /** Where it was found, e.g. "data.by_day". */
  source: string;
  /** What each point is: a day (or a month or year once grouped), a game, or another named item. */
  per: "day" | "month" | "year" | "game" | "item";
  labels: string[];
  series: Series[];
  /** Points read before grouping or cutting. */
  read: number;
  /** How a long series was made drawable: days summed into months or years, or the first points kept. */
  reduced?: "summed" | "cut";
}

export type SeriesResult =
  | { ok: true; groups: SeriesGroup[]; currency?: string; minorUnitsField?: string }
  /** No list of records labelled by a day, a game or a name; or such lists, with no numbers in them. */
  | { ok: false; reason: "no-records" | "no-numbers" };

/** Beyond this many points a chart is a smear: days are summed into months (then years), others cut. */
export const MAX_POINTS = 400;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

interface Point {
  label: string;
  record: Record<string, unknown>;
}

interface Candidate {
  source: string;
  points: Point[];
  per: SeriesGroup["per"];
}

// Ids are numbers but not figures to chart.
const isIdField = (field: string) => /(^|[_\s-])id$|Id$|^id$/i.test(field);

/** Labels a list's records by day, game or name; undefined when they carry no label. */
function labelled(records: Record<string, unknown>[]): Omit<Candidate, "source"> | undefined {
  for (const [concept, per] of [
    ["date", "day"],
    ["game", "game"],
    ["name", "item"],
  ] as const) {
    const points = records.flatMap((record) => {
      const label = valueFor(record, concept);
      return label === undefined ? [] : [{ label, record }];
    });
    if (points.length > 0) return { points, per };
  }
  return undefined;
}

/** Every list of records (or map of name to record) in the body, down to three levels. */
function candidates(body: unknown): Candidate[] {
  const found: Candidate[] = [];
  const visit = (value: unknown, source: string, depth: number) => {
    if (Array.isArray(value)) {
      const records = value.filter(isJsonObject);
      const read = records.length > 0 ? labelled(records) : undefined;
      if (read) found.push({ source, ...read });
      return;
    }
    if (!isJsonObject(value)) return;
    const entries = Object.entries(value);
    // A map such as { "Sky Raiders": { sales: 3 } }: the keys are the labels.
    if (depth > 0 && entries.length > 0 && entries.every(([, child]) => isJsonObject(child))) {
      const points = entries.map(([label, record]) => ({ label, record: record as Record<string, unknown> }));
      if (points.some(({ record }) => numericFields([{ label: "", record }]).length > 0)) {
        const per = /day|daily|date/i.test(source) ? "day" : /game/i.test(source) ? "game" : "item";
        found.push({ source, points, per });
        return;
      }
    }
    if (depth >= 3) return;
    for (const [key, child] of entries) visit(child, source ? `${source}.${key}` : key, depth + 1);
  };
  visit(body, "", 0);
  return found;
}

/** Fields that hold a number (or a number as text) in every point that has them, ids and labels aside. */
function numericFields(points: Point[]): string[] {
  const fields = new Map<string, boolean>();
  for (const { record } of points) {
    for (const [field, value] of Object.entries(record)) {
      if (value === null || value === undefined) continue;
      const numeric = numberOf(value) !== undefined;
      fields.set(field, (fields.get(field) ?? true) && numeric);
    }
  }
  const skip = (field: string) =>
    isIdField(field) ||
    isNamed(field, "date") ||
    isNamed(field, "game") ||
    isNamed(field, "name") ||
    isNamed(field, "gameId");
  return [...fields].filter(([field, numeric]) => numeric && !skip(field)).map(([field]) => field);
}

// Money first, then counts, then anything else, so the first series is the one most asked about.
const rank = (field: string) =>
  isNamed(field, "revenue") || isNamed(field, "amount") ? 0 : isNamed(field, "count") ? 1 : 2;

function toGroup({ source, points, per }: Candidate): SeriesGroup | undefined {
  const fields = numericFields(points).sort((a, b) => rank(a) - rank(b));
  if (fields.length === 0) return undefined;
  const dated = per === "day" && points.every(({ label }) => ISO_DAY.test(label));
  const ordered = dated ? [...points].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)) : points;
  const group: SeriesGroup = {
    source,
    per,
    labels: ordered.map(({ label }) => label),
    series: fields.map((field) => ({
      field,
      money: rank(field) === 0 || isNamed(field, "price"),
      values: ordered.map(({ record }) => numberOf(record[field]) ?? 0),
    })),
    read: ordered.length,
  };
  return dated ? sumByPeriod(group) : cut(group);
}

/** Days summed into months, or years if months are still too many. Sums suit counts and money alike. */
function sumByPeriod(group: SeriesGroup): SeriesGroup {
  if (group.labels.length <= MAX_POINTS) return group;
  for (const [per, length] of [
    ["month", 7],
    ["year", 4],
  ] as const) {
    const periods = [...new Set(group.labels.map((label) => label.slice(0, length)))];
    if (periods.length > MAX_POINTS && per === "month") continue;
    const at = new Map(periods.map((period, index) => [period, index]));
    const series = group.series.map((one) => {
      const values = periods.map(() => 0);
      one.values.forEach((value, index) => {
        const slot = at.get(group.labels[index]?.slice(0, length) ?? "") ?? 0;
        values[slot] = (values[slot] ?? 0) + value;
      });
      return { ...one, values };
    });
    return cut({ ...group, per, labels: periods, series, reduced: "summed" });
  }
  return cut(group);
}

function cut(group: SeriesGroup): SeriesGroup {
  if (group.labels.length <= MAX_POINTS) return group;
  return {
    ...group,
    labels: group.labels.slice(0, MAX_POINTS),
    series: group.series.map((one) => ({ ...one, values: one.values.slice(0, MAX_POINTS) })),
    reduced: "cut",
  };
}

function currencyNear(body: unknown): string | undefined {
  let found: string | undefined;
  const visit = (value: unknown, depth: number) => {
    if (found !== undefined || depth > 2) return;
    if (isJsonObject(value)) {
      const field = fieldFor(value, "currency");
      if (field !== undefined) found = textOf(value[field]);
      for (const child of Object.values(value)) visit(child, depth + 1);
    } else if (Array.isArray(value)) visit(value[0], depth + 1);
  };
  visit(body, 0);
  return found;
}

/**
 * The numeric series a statistics body holds, per day or per game, found by field name: lists of
 * records labelled by a date, a game or a name, and maps from a name to figures. Says why when
 * there are none.
 */
export function readSeries(body: unknown): SeriesResult {
  const found = candidates(body);
  if (found.length === 0) return { ok: false, reason: "no-records" };
  const groups = found.flatMap((candidate) => toGroup(candidate) ?? []);
  if (groups.length === 0) return { ok: false, reason: "no-numbers" };
  // Per day first: what a sales chart is mostly for.
  groups.sort((a, b) => Number(b.per === "day" || b.per === "month") - Number(a.per === "day" || a.per === "month"));
  const minorUnitsField = groups.flatMap((group) => group.series.map((one) => one.field)).find(namesMinorUnits);
  const currency = currencyNear(body);
  return {
    ok: true,
    groups,
    ...(currency !== undefined ? { currency } : {}),
    ...(minorUnitsField ? { minorUnitsField } : {}),
  };
}
