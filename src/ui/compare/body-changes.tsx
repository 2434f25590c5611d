import { useI18n, useMessages } from "../../contexts/i18n-context";
import { useFormat } from "../../contexts/use-format";
import { formatPath } from "../../history/json-diff";
import type { BodyComparison } from "../../history/response-diff";
import { plural } from "../../lib/i18n/plural";
import { TableScroll } from "../table-scroll";
import { ChangesTable } from "./changes-table";
import { compareMessages } from "./compare-messages";

const MAX_VALUE_CHARS = 200;

/** A value as JSON, cut short: a changed array of 50,000 records must not fill the page. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? "undefined";
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

/** JSON bodies as a list of changed paths with old and new values; other bodies as same or not. */
export function BodyChanges({ body }: { body: BodyComparison }) {
  const { locale } = useI18n();
  const m = useMessages(compareMessages);
  const format = useFormat();
  if (body.kind === "none") return <p>{m.noBody}</p>;
  if (body.kind === "text") {
    return (
      <p>
        {m.notJson[body.notJson]} {body.same ? m.identical : m.differ}
      </p>
    );
  }
  if (body.changes.length === 0) return <p>{m.sameJson}</p>;
  const count = body.changes.length;
  return (
    <>
      <p>
        {(body.complete ? m.allDifferences : m.firstDifferences)(
          plural(locale, count, m.differences, format.number(count)),
        )}
      </p>
      <TableScroll label={m.bodyDifferences}>
        <ChangesTable
          caption={m.bodyDifferences}
          subject={m.path}
          rows={body.changes.map((change) => ({
            key: formatPath(change.path),
            label: <code>{formatPath(change.path)}</code>,
            kind: change.kind,
            ...(change.kind !== "added" ? { before: shown(change.before) } : {}),
            ...(change.kind !== "removed" ? { after: shown(change.after) } : {}),
          }))}
        />
      </TableScroll>
    </>
  );
}
