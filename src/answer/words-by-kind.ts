import { foldWord } from "./roles";
import { STATUS_WORDS, type StatusKind, type WordCorrections } from "./status-words";

/**
 * The status words of each kind as a target's answers are read: the console's list, with every
 * word the target's corrections name moved to the kind they give it. What a person reads as "the
 * words that end tracking" is then exactly what the reader does.
 */
export function wordsByKind(corrections: WordCorrections = {}): Record<StatusKind, string[]> {
  const kinds = Object.keys(STATUS_WORDS) as StatusKind[];
  const byKind = Object.fromEntries(
    kinds.map((kind) => [kind, STATUS_WORDS[kind].filter((word) => (corrections[foldWord(word)] ?? kind) === kind)]),
  ) as Record<StatusKind, string[]>;
  for (const [word, kind] of Object.entries(corrections)) {
    if (!byKind[kind].includes(word)) byKind[kind].push(word);
  }
  return byKind;
}
