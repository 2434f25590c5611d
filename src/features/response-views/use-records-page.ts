import { useEffect, useRef, useState } from "react";
import type { TablePage } from "../../response/body-summary";
import type { RecordsQuery } from "../../response/records-query";
import { type RowRange, rowsToLoad } from "../../ui/virtual-window";

export type LoadRows = (query: RecordsQuery, offset: number, limit: number) => Promise<TablePage | undefined>;

interface Loaded {
  key: string;
  page: TablePage;
}

/**
 * The rows of the records table that `needed` asks for, read a page at a time from the body's
 * reader. One question is out at a time: while it is, only the newest wish waits behind it, so
 * typing in the filter or a fast scroll never queues a backlog. The last page stays shown until
 * the next one comes.
 */
export function useRecordsPage(load: LoadRows, query: RecordsQuery, needed: RowRange, total: number) {
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const key = JSON.stringify(query);
  const busy = useRef(false);
  const waiting = useRef<{ key: string; query: RecordsQuery; offset: number; limit: number } | undefined>(undefined);
  const live = useRef(true);
  // What the table asks now: an answer to an older question never replaces an answer to this one.
  const latestKey = useRef(key);
  latestKey.current = key;

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const current = loaded?.key === key ? loaded.page : undefined;
  const range = current && { start: current.offset, end: current.offset + current.rows.length };
  const wanted = rowsToLoad(needed, range, current?.matched ?? total);
  const offset = wanted?.offset;
  const limit = wanted?.limit;

  useEffect(() => {
    if (offset === undefined || limit === undefined) {
      // What is shown covers what is needed: an older wish still waiting is not wanted any more.
      waiting.current = undefined;
      return;
    }
    // The query travels as its key: plain data, and the same key is the same question.
    waiting.current = { key, query: JSON.parse(key) as RecordsQuery, offset, limit };
    const next = () => {
      const ask = waiting.current;
      if (busy.current || !ask) return;
      waiting.current = undefined;
      busy.current = true;
      const done = (page: TablePage | undefined) => {
        busy.current = false;
        if (!live.current) return;
        // A newer wish goes out first, so the reader works on it while this page is drawn; a page
        // it replaces anyway (a scroll past, a filter typed further) is drawn only if nothing is shown.
        const superseded = waiting.current !== undefined;
        next();
        if (!page) return;
        setLoaded((shown) => {
          const stale = shown?.key === latestKey.current && ask.key !== latestKey.current;
          return (superseded && shown) || stale ? shown : { key: ask.key, page };
        });
      };
      load(ask.query, ask.offset, ask.limit).then(done, () => done(undefined));
    };
    next();
  }, [load, key, offset, limit]);

  return current ?? loaded?.page;
}
