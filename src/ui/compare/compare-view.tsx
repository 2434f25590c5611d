import "./compare.css";
import { useEffect, useId, useState } from "react";
import { compareResponses, type ResponseComparison } from "../../history/response-diff";
import type { ResponseRecord } from "../../request/response-record";
import { BodyChanges } from "./body-changes";
import { ChangesTable } from "./changes-table";

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
  const [comparison, setComparison] = useState<ResponseComparison>();
  useEffect(() => {
    setComparison(undefined);
    // Parsing two large bodies takes a moment: "Comparing…" is painted first.
    const timer = setTimeout(() => setComparison(compareResponses(before.record, after.record)), 0);
    return () => clearTimeout(timer);
  }, [before, after]);

  return (
    <section aria-labelledby={titleId} className="comparison">
      <h3 id={titleId}>Comparison</h3>
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
        Close comparison
      </button>
      {!comparison ? (
        <p className="hint">Comparing…</p>
      ) : (
        <>
          <h4>Status</h4>
          <p>
            {comparison.status.same
              ? `Same status: ${comparison.status.before}`
              : `Status changed: ${comparison.status.before} → ${comparison.status.after}`}
          </p>
          <h4>Headers</h4>
          {comparison.headers.length === 0 ? (
            <p>Same headers.</p>
          ) : (
            <ChangesTable
              caption="Header differences"
              subject="Header"
              rows={comparison.headers.map((change) => ({ ...change, key: change.name, label: change.name }))}
            />
          )}
          <h4>Body</h4>
          <BodyChanges body={comparison.body} />
        </>
      )}
    </section>
  );
}
