import { useMemo } from "react";

export interface ComboOption {
  /** What choosing it puts in the field. */
  value: string;
  label: string;
  /** A second line: price, game … */
  detail?: string;
}

export interface ComboMatches {
  /** Every option that matches what was typed. */
  matches: readonly ComboOption[];
  /** The first of them, at most `limit`: what the page holds. */
  shown: readonly ComboOption[];
}

/**
 * The options a combobox shows: those whose label or value holds what was typed since the list
 * opened (all of them when nothing was typed), capped at `limit` so a long list never slows typing.
 */
export function useComboMatches(
  options: readonly ComboOption[] | undefined,
  text: string,
  typed: boolean,
  limit: number,
): ComboMatches {
  const searchable = useMemo(
    () => (options ?? []).map((option) => `${option.label}\u0000${option.value}`.toLowerCase()),
    [options],
  );
  const matches = useMemo(() => {
    if (!options) return [];
    const needle = typed ? text.trim().toLowerCase() : "";
    if (needle === "") return options;
    return options.filter((_, index) => searchable[index]?.includes(needle));
  }, [options, searchable, typed, text]);
  return { matches, shown: matches.slice(0, limit) };
}
