import { type Control, type UseFormRegister, useFieldArray, useWatch } from "react-hook-form";
import { useI18n } from "../../contexts/i18n-context";
import type { FormDraft } from "../../workspace/form-draft";

interface ExtraQueryEditorProps {
  control: Control<FormDraft>;
  register: UseFormRegister<FormDraft>;
}

/** Free-form query parameters, sent exactly as typed: for reproducing odd requests. */
export function ExtraQueryEditor({ control, register }: ExtraQueryEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "extraQuery" });
  const rows = useWatch({ control, name: "extraQuery" });
  const used = rows.some((row) => row.name !== "");
  const { t } = useI18n();
  return (
    <fieldset className="extra-query">
      <legend>{t.form.extraQuery}</legend>
      {fields.map((field, index) => (
        <div className="inline" key={field.id}>
          <input
            aria-label={t.form.extraName(index + 1)}
            {...register(`extraQuery.${index}.name`)}
            spellCheck={false}
          />
          <input
            aria-label={t.form.extraValue(index + 1)}
            {...register(`extraQuery.${index}.value`)}
            spellCheck={false}
          />
          <button type="button" onClick={() => remove(index)}>
            {t.form.extraRemove(index + 1)}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => append({ name: "", value: "" })}>
        {t.form.extraAdd}
      </button>
      {used && <p className="warning">{t.form.extraWarning}</p>}
    </fieldset>
  );
}
