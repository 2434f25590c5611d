import { type Control, type UseFormRegister, useFieldArray, useWatch } from "react-hook-form";
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
  return (
    <fieldset className="extra-query">
      <legend>Extra query parameters</legend>
      {fields.map((field, index) => (
        <div className="inline" key={field.id}>
          <input
            aria-label={`Extra parameter ${index + 1} name`}
            {...register(`extraQuery.${index}.name`)}
            spellCheck={false}
          />
          <input
            aria-label={`Extra parameter ${index + 1} value`}
            {...register(`extraQuery.${index}.value`)}
            spellCheck={false}
          />
          <button type="button" onClick={() => remove(index)}>
            Remove parameter {index + 1}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => append({ name: "", value: "" })}>
        Add query parameter
      </button>
      {used && <p className="warning">Extra parameters are sent as typed, without any check, after the form's own.</p>}
    </fieldset>
  );
}
