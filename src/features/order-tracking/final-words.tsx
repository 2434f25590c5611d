import { FINAL_KINDS, type StatusKind, type WordCorrections } from "../../answer/status-words";
import { wordsByKind } from "../../answer/words-by-kind";
import { useMessages } from "../../contexts/i18n-context";
import { orderTrackingMessages } from "./order-tracking-messages";
import { wordStatusMeaning } from "./word-tracking";

/** Final kinds first, then the words that keep tracking going. */
const KINDS: readonly StatusKind[] = [...FINAL_KINDS, "pending"];

/**
 * The status words tracking knows, by what they mean, as the one list has them with the target's
 * corrections (answer/words-by-kind.ts). Closed by default: the list is long, and read only by
 * someone wondering why an order did or did not stop.
 */
export function FinalWords({ corrections }: { corrections: WordCorrections }) {
  const t = useMessages(orderTrackingMessages);
  const words = wordsByKind(corrections);
  return (
    <details className="final-words hint">
      <summary>{t.finalStatuses}</summary>
      <dl>
        {KINDS.map((kind) => (
          <div key={kind}>
            <dt>{wordStatusMeaning(t, kind)}</dt>
            <dd>{words[kind].join(", ")}</dd>
          </div>
        ))}
      </dl>
      {Object.keys(corrections).length > 0 && <p>{t.withCorrections}</p>}
    </details>
  );
}
