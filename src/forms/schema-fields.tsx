import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import type { FieldError, UseFormRegister } from "react-hook-form";
import type { FieldSpec } from "../catalog/field-specs";
import { useI18n } from "../contexts/i18n-context";
import { fieldHint, fieldTitle } from "../lib/i18n/action-label";
import type { FormDraft } from "../workspace/form-draft";

interface SchemaFieldsProps {
  /** The action whose parameters these are: a parameter's hint is translated per action. */
  actionId: string;
  specs: FieldSpec[];
  /** The form holds the whole draft; the fields are its `values`. */
  register: UseFormRegister<FormDraft>;
  errors: Partial<Record<string, FieldError>> | undefined;
  idPrefix: string;
  /** When set, the fields are switched off and this element says why. */
  disabledBy?: string;
  /** A field's own input (a picker), given the props the plain one would have; undefined keeps the plain one. */
  inputFor?: (spec: FieldSpec, input: FieldInputProps) => ReactNode | undefined;
  /** What is known about a field beyond its schema: "required for Arena of Legends". */
  notes?: Readonly<Record<string, FieldNote>>;
}

/** The props of a field's text input: its id, ARIA state and form registration. */
export type FieldInputProps = InputHTMLAttributes<HTMLInputElement> & { id: string; ref?: Ref<HTMLInputElement> };

export interface FieldNote {
  /** Replaces "(optional)". */
  requirement: string;
  /** Said before the field's own hint. */
  hint: string;
}

function FieldInput({
  spec,
  register,
  id,
  describedBy,
  invalid,
  disabled,
  inputFor,
}: {
  spec: FieldSpec;
  register: UseFormRegister<FormDraft>;
  id: string;
  describedBy: string;
  invalid: boolean;
  disabled: boolean;
  inputFor: SchemaFieldsProps["inputFor"];
}) {
  const common = {
    id,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
    "aria-required": spec.required,
    disabled,
    ...register(`values.${spec.name}`),
  };
  const { t } = useI18n();
  switch (spec.kind) {
    case "choice":
    case "boolean": {
      const options = spec.kind === "boolean" ? ["true", "false"] : (spec.options ?? []);
      return (
        <select {...common}>
          <option value="">{spec.required ? t.form.choose : t.form.leftOut}</option>
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
    default: {
      // Text inputs even for numbers: what was typed stays visible, so a wrong value can be corrected.
      const text: FieldInputProps = {
        ...common,
        type: "text",
        inputMode: spec.kind === "text" ? "text" : "numeric",
        // An example in a switched-off field would read as a value the request carries.
        placeholder: disabled ? undefined : spec.placeholder,
        autoComplete: "off",
        spellCheck: false,
      };
      return inputFor?.(spec, text) ?? <input {...text} />;
    }
  }
}

/** The generated fields of one action: label with the parameter name, hint, inline error. */
export function SchemaFields({
  actionId,
  specs,
  register,
  errors,
  idPrefix,
  disabledBy,
  inputFor,
  notes,
}: SchemaFieldsProps) {
  const { t } = useI18n();
  if (specs.length === 0) return <p className="hint">{t.form.noParameters}</p>;
  return (
    <>
      {specs.map((spec) => {
        const id = `${idPrefix}-${spec.name}`;
        const error = errors?.[spec.name];
        // What the API said is quoted as it said it, after the console's own words.
        const message =
          error?.message === undefined
            ? undefined
            : error.type === "server"
              ? t.form.apiSays(error.message)
              : error.message;
        const note = notes?.[spec.name];
        return (
          <div className="field" key={spec.name}>
            <label htmlFor={id}>
              <code>{spec.name}</code> {spec.label !== spec.name && fieldTitle(t, spec)}{" "}
              <span className={note ? "requirement noted" : "requirement"}>
                {spec.required ? t.form.required : note ? `(${note.requirement})` : t.form.optional}
              </span>
            </label>
            <FieldInput
              spec={spec}
              register={register}
              id={id}
              describedBy={[`${id}-hint`, message && `${id}-error`, disabledBy].filter(Boolean).join(" ")}
              invalid={message !== undefined}
              disabled={disabledBy !== undefined}
              inputFor={inputFor}
            />
            <p id={`${id}-hint`} className="hint">
              {note && <strong className="noted">{note.hint} </strong>}
              {fieldHint(t, actionId, spec)}
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
