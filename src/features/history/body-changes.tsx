import { formatPath } from "../../history/json-diff";
import type { BodyComparison } from "../../history/response-diff";

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
        <table className="changes">
          <caption className="visually-hidden">Body differences</caption>
          <thead>
            <tr>
              <th scope="col">Path</th>
              <th scope="col">Change</th>
              <th scope="col">A</th>
              <th scope="col">B</th>
            </tr>
          </thead>
          <tbody>
            {body.changes.map((change) => (
              <tr key={formatPath(change.path)}>
                <th scope="row">
                  <code>{formatPath(change.path)}</code>
                </th>
                <td>{change.kind}</td>
                <td>{change.kind !== "added" && <code>{shown(change.before)}</code>}</td>
                <td>{change.kind !== "removed" && <code>{shown(change.after)}</code>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
