import { isJsonObject } from "../lib/parse-json";
import { type JsonPath, valueAt } from "./json-outline";
import { findRecords } from "./records-table";
import { type FillableAction, idConceptOf, usesOf, type ValueUse } from "./value-uses";

/**
 * The offers of one body: per record of its table, and per object of its tree. A bare `id` is
 * read as the response's own kind of record (a product in List packages) only where such a
 * record stands: an item of the body's list, or an object near the top outside any list; an
 * `id` deeper down (a publisher inside a game) belongs to something else.
 */
export function bodyUses(body: unknown, fillable: readonly FillableAction[], sourceActionId?: string) {
  const found = findRecords(body);
  const idOf = sourceActionId === undefined ? undefined : idConceptOf(sourceActionId);
  const context = (ownId: boolean) => ({
    ...(sourceActionId === undefined ? {} : { sourceActionId }),
    ...(ownId && idOf ? { idOf } : {}),
  });
  const listPath = found?.source ? found.source.split(".") : [];
  const isListItem = (path: JsonPath) =>
    found !== undefined &&
    path.length === listPath.length + 1 &&
    typeof path.at(-1) === "number" &&
    listPath.every((step, at) => path[at] === step);
  const isTopRecord = (path: JsonPath) => path.length <= 2 && path.every((step) => typeof step === "string");
  return {
    /** The offers of the table's record at `index` (its position in the body's list). */
    row: (index: number): ValueUse[] => {
      const record = found?.records[index];
      return record === undefined ? [] : usesOf(record, fillable, context(true));
    },
    /** True when one of the first `limit` records offers something: the table then has a Use column. */
    anyRow: (limit: number): boolean =>
      found?.records.slice(0, limit).some((record) => usesOf(record, fillable, context(true)).length > 0) ?? false,
    /** The offers of the object at `path`; none for anything else. */
    at: (path: JsonPath): ValueUse[] => {
      const value = valueAt(body, path);
      return isJsonObject(value) ? usesOf(value, fillable, context(isListItem(path) || isTopRecord(path))) : [];
    },
  };
}
