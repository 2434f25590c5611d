import type { FieldError, UseFormRegister } from "react-hook-form";
import type { FieldSpec } from "../catalog/field-specs";
import type { FormDraft } from "../workspace/form-draft";

interface SchemaFieldsProps {
  specs: FieldSpec[];
  /** The form holds the whole draft; the fields are its `values`. */
  register: UseFormRegister<FormDraft>;
  errors: Partial<Record<string, FieldError>> | undefined;
  idPrefix: string;
  /** When set, the fields are switched off and this element says why. */
  disabledBy?: string;
}

function FieldInput({
  spec,
  register,
  id,
  describedBy,
  invalid,
  disabled,
}: {
  spec: FieldSpec;
  register: UseFormRegister<FormDraft>;
  id: string;
  describedBy: string;
  invalid: boolean;
  disabled: boolean;
}) {
  const common = {
    id,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
    "aria-required": spec.required,
    disabled,
    ...register(`values.${spec.name}`),
  };
  switch (spec.kind) {
    case "choice":
    case "boolean": {
      const options = spec.kind === "boolean" ? ["true", "false"] : (spec.options ?? []);
      return (
        <select {...common}>
          <option value="">{spec.required ? "Choose…" : "(left out)"}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    }
    case "json":
      return <textarea {...common} rows={3} spellCheck={false} />;
    case "date":
      return <input {...common} type="date" />;
    default:
      // Text inputs even for numbers: what was typed stays visible, so a wrong value can be corrected.
      return (
        <input
          {...common}
          type="text"
          inputMode={spec.kind === "text" ? "text" : "numeric"}
          placeholder={spec.placeholder}
          autoComplete="off"
          spellCheck={false}
        />
      );
  }
}

/** The generated fields of one action: label with the parameter name, hint, inline error. */
export function SchemaFields({ specs, register, errors, idPrefix, disabledBy }: SchemaFieldsProps) {
  if (specs.length === 0) return <p className="hint">This action takes no parameters.</p>;
  return (
    <>
      {specs.map((spec) => {
        const id = `${idPrefix}-${spec.name}`;
        const message = errors?.[spec.name]?.message;
        return (
          <div className="field" key={spec.name}>
            <label htmlFor={id}>
              <code>{spec.name}</code> {spec.label !== spec.name && spec.label}{" "}
              <span className="requirement">{spec.required ? "(required)" : "(optional)"}</span>
            </label>
            <FieldInput
              spec={spec}
              register={register}
              id={id}
              describedBy={[`${id}-hint`, message && `${id}-error`, disabledBy].filter(Boolean).join(" ")}
              invalid={message !== undefined}
              disabled={disabledBy !== undefined}
            />
            <p id={`${id}-hint`} className="hint">
              {spec.warning ?? spec.description}
            </p>
            {message && (
              <p id={`${id}-error`} className="error" role="alert">
                {message}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
