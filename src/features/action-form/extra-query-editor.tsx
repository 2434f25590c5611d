import { type UseFormReturn, useWatch } from "react-hook-form";
import { useI18n } from "../../contexts/i18n-context";
import type { ExtraParam, FormDraft } from "../../workspace/form-draft";

/**
 * Free-form query parameters, sent exactly as typed: for reproducing odd requests. The rows are one
 * value of the form, set whole on each change: they have no checks and no focus to keep of their own,
 * which is all react-hook-form's field arrays would add (1.5 kB gzip on the first screen).
 */
export function ExtraQueryEditor({ form }: { form: UseFormReturn<FormDraft> }) {
  const rows = useWatch({ control: form.control, name: "extraQuery" });
  const set = (next: ExtraParam[]) => form.setValue("extraQuery", next);
  const edit = (index: number, part: keyof ExtraParam, text: string) =>
    set(rows.map((row, at) => (at === index ? { ...row, [part]: text } : row)));
  const used = rows.some((row) => row.name !== "");
  const { t } = useI18n();
  return (
    <fieldset className="extra-query">
      <legend>{t.form.extraQuery}</legend>
      {rows.map((row, index) => (
        // By place: a row removed before another moves its text up, as the draft does.
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place
        <div className="inline" key={index}>
          <input
            aria-label={t.form.extraName(index + 1)}
            name={`extraQuery.${index}.name`}
            value={row.name}
            onChange={(event) => edit(index, "name", event.target.value)}
            spellCheck={false}
          />
          <input
            aria-label={t.form.extraValue(index + 1)}
            name={`extraQuery.${index}.value`}
            value={row.value}
            onChange={(event) => edit(index, "value", event.target.value)}
            spellCheck={false}
          />
          <button type="button" onClick={() => set(rows.filter((_, at) => at !== index))}>
            {t.form.extraRemove(index + 1)}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => set([...rows, { name: "", value: "" }])}>
        {t.form.extraAdd}
      </button>
      {used && <p className="warning">{t.form.extraWarning}</p>}
    </fieldset>
  );
}
