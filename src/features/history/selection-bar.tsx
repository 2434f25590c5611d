import type { useHistoryWords } from "./use-history-words";

interface SelectionBarProps {
  words: ReturnType<typeof useHistoryWords>;
  /** How many entries are chosen, shown after the filter, and kept in all. */
  chosen: number;
  shown: number;
  total: number;
  loading: boolean;
  onCompare: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** Why the last delete failed, as the store said it. */
  deleteFailed: string | undefined;
  /** One of the two chosen entries could not be read for the comparison. */
  unreadablePair: boolean;
}

/** What History does with the chosen entries: compare two, delete them, and the counts as the list stands. */
export function SelectionBar(props: SelectionBarProps) {
  const { words, chosen, shown, total, loading, deleteFailed } = props;
  const { t, format } = words;
  return (
    <>
      <div className="inline">
        <button type="button" disabled={chosen !== 2} onClick={props.onCompare}>
          {t.compareSelected}
        </button>
        <button type="button" disabled={chosen === 0 || props.deleting} onClick={props.onDelete}>
          {t.deleteSelected}
        </button>
        <span className="hint" aria-live="polite">
          {loading ? t.reading : t.counts(format.number(shown), format.number(total), format.number(chosen))}{" "}
          {t.exportsHint}
        </span>
      </div>
      {deleteFailed !== undefined && (
        <p role="alert" className="error">
          {t.deleteFailed(deleteFailed)}
        </p>
      )}
      {props.unreadablePair && (
        <p role="alert" className="error">
          {t.oneUnreadable}
        </p>
      )}
    </>
  );
}
