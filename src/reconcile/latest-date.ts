/** What telling two entries' dates apart needs: the date as sent, and the moment it reads as. */
export interface Dated {
  date?: string;
  time?: number;
}

/** `a` is later than `b` by the moments the dates name; by their text where one cannot be read. */
export const isLater = (a: Dated, b: Dated) =>
  a.time !== undefined && b.time !== undefined ? a.time > b.time : (a.date ?? "") > (b.date ?? "");

/** The date of the latest of the entries, as sent (a finding's `at`). */
export const latestDate = (entries: readonly Dated[]) =>
  entries.reduce<Dated | undefined>(
    (last, entry) => (entry.date && (!last || isLater(entry, last)) ? entry : last),
    undefined,
  )?.date;
