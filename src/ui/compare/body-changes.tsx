import { formatPath } from "../../history/json-diff";
import type { BodyComparison } from "../../history/response-diff";
import { ChangesTable } from "./changes-table";

const MAX_VALUE_CHARS = 200;

/** A value as JSON, cut short: a changed array of 50,000 records must not fill the page. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? "undefined";
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

/** JSON bodies as a list of changed paths with old and new values; other bodies as same or not. */
export function BodyChanges({ body }: { body: BodyComparison }) {
  if (body.kind === "none") return <p>{body.reason}</p>;
  if (body.kind === "text") return <p>{`${body.reason} ${body.same ? "They are identical." : "They differ."}`}</p>;
  if (body.changes.length === 0) return <p>Same JSON body.</p>;
  return (
    <>
      <p>
        {body.changes.length} {body.changes.length === 1 ? "difference" : "differences"}
        {!body.complete && " shown; there are more (the first ones are listed)"}.
      </p>
      <div className="table-scroll">
        <ChangesTable
          caption="Body differences"
          subject="Path"
          rows={body.changes.map((change) => ({
            key: formatPath(change.path),
            label: <code>{formatPath(change.path)}</code>,
            kind: change.kind,
            ...(change.kind !== "added" ? { before: shown(change.before) } : {}),
            ...(change.kind !== "removed" ? { after: shown(change.after) } : {}),
          }))}
        />
      </div>
    </>
  );
}
