import type { ReactNode, RefObject } from "react";

interface CorrectionSelectProps {
  id: string;
  /** The id of the hint shown when Save is pressed with nothing chosen. */
  missingHint: string;
  label: string;
  select: RefObject<HTMLSelectElement | null>;
  value: string;
  /** Save was pressed with nothing chosen: the select says so and points at the hint. */
  missing: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** The choice of a correction (what a word means, which field holds a role), labelled, saying when nothing was chosen. */
export function CorrectionSelect({
  id,
  missingHint,
  label,
  select,
  value,
  missing,
  onChange,
  children,
}: CorrectionSelectProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={select}
        value={value}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? missingHint : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </>
  );
}
