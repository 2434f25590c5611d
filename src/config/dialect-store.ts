import { type Dialect, dialectOf, dialectSchema, NO_DIALECT } from "../answer/dialect";
import { mergeDialects } from "../answer/dialect-changes";
import { isJsonObject } from "../lib/parse-json";

/**
 * The person's corrections of how answers are read (the answer map), kept per target in this
 * browser. Browser storage is the one owner: the store reads it through, so another tab's
 * correction shows here too, and keeps nothing else.
 */
export const DIALECTS_STORAGE_KEY = "reseller-console.dialects";

export interface StoredDialects {
  /** By target (see `dialectTarget`). */
  byTarget: Readonly<Record<string, Dialect>>;
  /** Stored corrections that could not be read were set aside: said where they are listed. */
  problem?: "unreadable" | "invalid";
}

/** A target as corrections are kept for it: the Base URL without its trailing slash. The key plays no part. */
export const dialectTarget = (baseUrl: string) => baseUrl.trim().replace(/\/+$/, "");

const EMPTY: StoredDialects = { byTarget: {} };

/** Stored text → the corrections it holds; whatever is not a valid dialect is set aside, never thrown. */
export function readStoredDialects(text: string | null): StoredDialects {
  if (text === null || text === "") return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { byTarget: {}, problem: "unreadable" };
  }
  if (!isJsonObject(value)) return { byTarget: {}, problem: "unreadable" };
  const byTarget: Record<string, Dialect> = {};
  let invalid = false;
  for (const [target, stored] of Object.entries(value)) {
    const parsed = dialectSchema.safeParse(stored);
    if (parsed.success) byTarget[target] = dialectOf(parsed.data);
    else invalid = true;
  }
  return { byTarget, ...(invalid && { problem: "invalid" }) };
}

type DialectStorage = Pick<Storage, "getItem" | "setItem">;

export interface DialectStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): StoredDialects;
  /** Changes one target's corrections; an emptied dialect is removed. */
  correct(target: string, change: (dialect: Dialect) => Dialect): void;
  remove(target: string): void;
}

export function createDialectStore(storage: () => DialectStorage | undefined): DialectStore {
  const listeners = new Set<() => void>();
  let lastText: string | null | undefined;
  let last: StoredDialects = EMPTY;

  const read = (): string | null => {
    try {
      return storage()?.getItem(DIALECTS_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const getSnapshot = () => {
    const text = read();
    if (text !== lastText) [lastText, last] = [text, readStoredDialects(text)];
    return last;
  };
  const write = (byTarget: Record<string, Dialect>) => {
    try {
      storage()?.setItem(DIALECTS_STORAGE_KEY, JSON.stringify(byTarget));
    } catch {
      // Storage full or refused: the correction applies until the page closes, as the store reads it back.
    }
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === DIALECTS_STORAGE_KEY) for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot,
    correct(target, change) {
      const { byTarget } = getSnapshot();
      const next = change(byTarget[target] ?? NO_DIALECT);
      const { [target]: _, ...rest } = byTarget;
      const empty = Object.keys(next.words).length === 0 && Object.keys(next.fields).length === 0;
      write(empty ? rest : { ...rest, [target]: next });
    },
    remove(target) {
      const { [target]: _, ...rest } = getSnapshot().byTarget;
      write(rest);
    },
  };
}

/** The dialect a target's answers are read in: the deployment's (config.json), then this browser's corrections over it. */
export function dialectFor(target: string, shipped: Dialect | undefined, stored: StoredDialects): Dialect {
  const own = stored.byTarget[target];
  if (!shipped && !own) return NO_DIALECT;
  return mergeDialects(shipped ?? NO_DIALECT, own ?? NO_DIALECT);
}

/** The page's one store, over localStorage (absent where there is none, as in node). */
export const browserDialectStore = createDialectStore(() =>
  typeof localStorage === "undefined" ? undefined : localStorage,
);
