export interface ExtraParam {
  name: string;
  value: string;
}

interface ExtraQueryEditorProps {
  rows: ExtraParam[];
  onChange: (rows: ExtraParam[]) => void;
}

/** Free-form query parameters, sent exactly as typed: for reproducing odd requests. */
export function ExtraQueryEditor({ rows, onChange }: ExtraQueryEditorProps) {
  const set = (index: number, change: Partial<ExtraParam>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const used = rows.some((row) => row.name !== "");
  return (
    <fieldset className="extra-query">
      <legend>Extra query parameters</legend>
      {rows.map((row, index) => (
        // Rows have no identity but their place; they are only added at the end or removed.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="inline" key={index}>
          <input
            aria-label={`Extra parameter ${index + 1} name`}
            value={row.name}
            onChange={(event) => set(index, { name: event.target.value })}
            spellCheck={false}
          />
          <input
            aria-label={`Extra parameter ${index + 1} value`}
            value={row.value}
            onChange={(event) => set(index, { value: event.target.value })}
            spellCheck={false}
          />
          <button type="button" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
            Remove parameter {index + 1}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...rows, { name: "", value: "" }])}>
        Add query parameter
      </button>
      {used && <p className="warning">Extra parameters are sent as typed, without any check, after the form's own.</p>}
    </fieldset>
  );
}
