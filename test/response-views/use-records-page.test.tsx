import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRecordsPage } from "../../src/features/response-views/use-records-page";
import type { TablePage } from "../../src/response/body-summary";
import type { RecordsQuery } from "../../src/response/records-query";
import type { RowRange } from "../../src/ui/virtual-window";

/** A reader that answers only when told, so the test decides what is out and when. */
function heldReader() {
  const asked: { query: RecordsQuery; offset: number; limit: number; answer: (page: TablePage) => void }[] = [];
  const load = (query: RecordsQuery, offset: number, limit: number) =>
    new Promise<TablePage | undefined>((resolve) => asked.push({ query, offset, limit, answer: resolve }));
  return { asked, load };
}

const pageOf = (matched: number, offset = 0, count = Math.min(matched, 80)): TablePage => ({
  matched,
  total: 1000,
  offset,
  rows: Array.from({ length: count }, (_, at) => ({ index: offset + at, cells: [String(offset + at)] })),
  summary: { counts: [], sums: [] },
  widths: [4],
});

const props = (query: RecordsQuery, needed: RowRange = { start: 0, end: 30 }) => ({ query, needed });

describe("useRecordsPage", () => {
  it("keeps one question out at a time; of the wishes made meanwhile, only the newest is asked next", async () => {
    const { asked, load } = heldReader();
    const { result, rerender } = renderHook(({ query, needed }) => useRecordsPage(load, query, needed, 1000), {
      initialProps: props({}),
    });
    expect(asked.map(({ query, offset, limit }) => ({ query, offset, limit }))).toEqual([
      { query: {}, offset: 0, limit: 80 },
    ]);
    rerender(props({ filter: "a" }));
    rerender(props({ filter: "ab" }));
    rerender(props({ filter: "abc" }));
    expect(asked).toHaveLength(1);

    // The first answer is drawn (nothing is shown yet), and the newest wish goes out.
    await act(async () => asked[0]?.answer(pageOf(1000)));
    expect(result.current?.matched).toBe(1000);
    expect(asked.map(({ query }) => query)).toEqual([{}, { filter: "abc" }]);

    await act(async () => asked[1]?.answer(pageOf(12)));
    expect(result.current?.matched).toBe(12);
    expect(asked).toHaveLength(2);
  });

  it("asks again only when the rows needed leave the rows loaded", async () => {
    const { asked, load } = heldReader();
    const { result, rerender } = renderHook(({ query, needed }) => useRecordsPage(load, query, needed, 1000), {
      initialProps: props({}),
    });
    await act(async () => asked[0]?.answer(pageOf(1000, 0, 80)));
    rerender(props({}, { start: 20, end: 70 }));
    expect(asked).toHaveLength(1);
    rerender(props({}, { start: 900, end: 950 }));
    expect(asked.map(({ offset, limit }) => ({ offset, limit }))).toEqual([
      { offset: 0, limit: 80 },
      { offset: 850, limit: 150 },
    ]);
    // Until the rows come, the page loaded before stays shown: the table never goes blank.
    expect(result.current?.offset).toBe(0);
    await act(async () => asked[1]?.answer(pageOf(1000, 850, 150)));
    expect(result.current?.offset).toBe(850);
  });

  it("drops a page that a newer wish replaces when rows are already shown", async () => {
    const { asked, load } = heldReader();
    const { result, rerender } = renderHook(({ query, needed }) => useRecordsPage(load, query, needed, 1000), {
      initialProps: props({}),
    });
    await act(async () => asked[0]?.answer(pageOf(1000)));
    rerender(props({ filter: "x" }));
    rerender(props({ filter: "xy" }));
    await act(async () => asked[1]?.answer(pageOf(40)));
    // "x" came back while "xy" was wished: the rows of "x" are not drawn, those shown stay.
    expect(result.current?.matched).toBe(1000);
    await act(async () => asked[2]?.answer(pageOf(3)));
    expect(result.current?.matched).toBe(3);
  });

  it("goes back to what is shown when the filter is cleared while a question is out: no stale rows", async () => {
    const { asked, load } = heldReader();
    const { result, rerender } = renderHook(({ query, needed }) => useRecordsPage(load, query, needed, 1000), {
      initialProps: props({}),
    });
    await act(async () => asked[0]?.answer(pageOf(1000)));
    rerender(props({ filter: "a" }));
    rerender(props({ filter: "ab" }));
    rerender(props({}));
    // The unfiltered rows are already loaded: "ab", wished meanwhile, is not asked any more.
    await act(async () => asked[1]?.answer(pageOf(300)));
    expect(asked.map(({ query }) => query)).toEqual([{}, { filter: "a" }]);
    expect(result.current?.matched).toBe(1000);
  });
});
