import { type Dialect, NO_DIALECT } from "../../answer/dialect";
import { withField, withWord } from "../../answer/dialect-changes";
import type { OrderRole } from "../../answer/roles";
import type { StatusKind } from "../../answer/status-words";
import { browserDialectStore } from "../../config/dialect-store";
import { useStoredDialects } from "../../queries/use-answer-context";

export interface OwnCorrections {
  /** This browser's corrections for the target (config.json's are not among them). */
  own: Dialect;
  /** Says what a word means, or (undefined) leaves it to the console's list again. */
  setWord: (word: string, kind: StatusKind | undefined) => void;
  setField: (role: OrderRole, field: string | undefined) => void;
}

/**
 * The corrections this browser keeps for a target, and the two ways to change them. Written to the
 * one store, so tracking, batches and reconciliation, which read answers through useAnswerContext,
 * read the next answer (and re-read the ones on screen) with them at once.
 */
export function useOwnCorrections(target: string): OwnCorrections {
  const stored = useStoredDialects();
  return {
    own: stored.byTarget[target] ?? NO_DIALECT,
    setWord: (word, kind) => browserDialectStore.correct(target, (dialect) => withWord(dialect, word, kind)),
    setField: (role, field) => browserDialectStore.correct(target, (dialect) => withField(dialect, role, field)),
  };
}
