import { useMemo, useState } from "react";
import type { RecordsQuery } from "../../response/records-query";

type Sort = RecordsQuery["sort"];

/** A header's click: ascending, then descending, then the body's own order again. */
function nextSort(sort: Sort, column: string): Sort {
  if (sort?.column !== column) return { column, direction: "ascending" };
  return sort.direction === "ascending" ? { column, direction: "descending" } : undefined;
}

/**
 * What the records table asks the reader for: the text its rows are filtered by, the column it is
 * looked for in, and the order. `changed` is told of each change (a new filter or order starts at
 * its first row).
 */
export function useRecordsQuery(changed: () => void) {
  const [filter, setFilter] = useState("");
  const [filterColumn, setFilterColumn] = useState("");
  const [sort, setSort] = useState<Sort>(undefined);
  const query = useMemo<RecordsQuery>(
    () => ({
      ...(filter.trim() ? { filter } : {}),
      ...(filter.trim() && filterColumn ? { filterColumn } : {}),
      ...(sort ? { sort } : {}),
    }),
    [filter, filterColumn, sort],
  );
  const then =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      changed();
    };
  return {
    query,
    filter,
    filterColumn,
    sort,
    setFilter: then(setFilter),
    setFilterColumn: then(setFilterColumn),
    sortBy: then((column: string) => setSort(nextSort(sort, column))),
  };
}
