import type { Dialect } from "./dialect";
import { foldWord, type OrderRole } from "./roles";
import type { StatusKind } from "./status-words";

// Apart from dialect.ts, which the first screen reads config.json's dialect with: these change a
// dialect, which only the answer map and Settings do, after the first screen.

/** Corrections laid over a base (the deployment's, then the person's): the later wins, word by word and field by field. */
export function mergeDialects(...dialects: readonly Dialect[]): Dialect {
  const feeWords = [...new Set(dialects.flatMap((dialect) => dialect.feeWords ?? []))];
  return {
    words: Object.assign({}, ...dialects.map((dialect) => dialect.words)),
    fields: Object.assign({}, ...dialects.map((dialect) => dialect.fields)),
    ...(feeWords.length > 0 && { feeWords }),
  };
}

/** The dialect with one word's meaning said (or unsaid, with `undefined`). */
export function withWord(dialect: Dialect, word: string, kind: StatusKind | undefined): Dialect {
  const { [foldWord(word)]: _, ...rest } = dialect.words;
  return { ...dialect, words: kind === undefined ? rest : { ...rest, [foldWord(word)]: kind } };
}

/** The dialect with one role's field said (or unsaid). */
export function withField(dialect: Dialect, role: OrderRole, field: string | undefined): Dialect {
  const { [role]: _, ...rest } = dialect.fields;
  return { ...dialect, fields: field === undefined ? rest : { ...rest, [role]: field } };
}

export const isEmptyDialect = (dialect: Dialect) =>
  Object.keys(dialect.words).length === 0 &&
  Object.keys(dialect.fields).length === 0 &&
  (dialect.feeWords ?? []).length === 0;
