import "./compare.css";
import { useEffect, useId, useState } from "react";
import { useMessages } from "../../contexts/i18n-context";
import { compareResponses, type Outcome, type ResponseComparison } from "../../history/response-diff";
import type { ResponseRecord } from "../../request/response-record";
import { BodyChanges } from "./body-changes";
import { ChangesTable } from "./changes-table";
import { compareMessages } from "./compare-messages";

export interface CompareSide {
  label: string;
  record: ResponseRecord;
}

interface CompareViewProps {
  before: CompareSide;
  after: CompareSide;
  onClose: () => void;
}

/** Two answers compared by meaning: status, headers by name, JSON bodies path by path. */
export function CompareView({ before, after, onClose }: CompareViewProps) {
  const titleId = useId();
  const m = useMessages(compareMessages);
  const outcomeWords = (outcome: Outcome) => (outcome.kind === "http" ? outcome.status : m.noResponse(outcome.failure));
  const [comparison, setComparison] = useState<ResponseComparison>();
  useEffect(() => {
    setComparison(undefined);
    // Parsing two large bodies takes a moment: "Comparing…" is painted first.
    const timer = setTimeout(() => setComparison(compareResponses(before.record, after.record)), 0);
    return () => clearTimeout(timer);
  }, [before, after]);

  return (
    <section aria-labelledby={titleId} className="comparison">
      <h3 id={titleId}>{m.title}</h3>
      <dl className="sides">
        <div>
          <dt>A</dt>
          <dd>{before.label}</dd>
        </div>
        <div>
          <dt>B</dt>
          <dd>{after.label}</dd>
        </div>
      </dl>
      <button type="button" onClick={onClose}>
        {m.close}
      </button>
      {!comparison ? (
        <p className="hint">{m.comparing}</p>
      ) : (
        <>
          <h4>{m.status}</h4>
          <p>
            {comparison.status.same
              ? m.sameStatus(outcomeWords(comparison.status.before))
              : m.statusChanged(outcomeWords(comparison.status.before), outcomeWords(comparison.status.after))}
          </p>
          <h4>{m.headers}</h4>
          {comparison.headers.length === 0 ? (
            <p>{m.sameHeaders}</p>
          ) : (
            <ChangesTable
              caption={m.headerDifferences}
              subject={m.header}
              rows={comparison.headers.map((change) => ({ ...change, key: change.name, label: change.name }))}
            />
          )}
          <h4>{m.body}</h4>
          <BodyChanges body={comparison.body} />
        </>
      )}
    </section>
  );
}
