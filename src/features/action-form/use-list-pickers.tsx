import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ActionDefinition } from "../../catalog/define-action";
import { GAME_FIELD, listOf, ZONE_FIELD } from "../../catalog/list-fields";
import { useWorkspace } from "../../contexts/workspace-context";
import type { FieldInputProps } from "../../forms/schema-fields";
import { formOf } from "../../workspace/build-draft";
import type { FormDraft } from "../../workspace/form-draft";
import { PickerSlot } from "./picker-slot";
import type { ListedChoice } from "./use-listed-choice";

/**
 * The pickers over the API's own lists, for the fields that name a listed thing (a package, a game),
 * and what the lists say about the chosen package, as its picker reports it.
 */
export function useListPickers(action: ActionDefinition, form: UseFormReturn<FormDraft>, draft: FormDraft) {
  const { specs } = formOf(action);
  // The game that narrows the packages: this form's own game field, else the game chosen last anywhere.
  const lastGame = useWorkspace((state) => state.game);
  const game = draft.values[GAME_FIELD]?.trim() || lastGame;
  // What the lists say about the chosen package, reported by its picker (which loads after the first screen).
  const [listed, setListed] = useState<ListedChoice>({});
  const hasZoneField = specs.some((spec) => spec.name === ZONE_FIELD && !spec.required);
  const pickerFor = (spec: { name: string }, input: FieldInputProps) => {
    const kind = listOf(spec.name);
    if (!kind) return undefined;
    const field = `values.${spec.name}` as const;
    return (
      <PickerSlot
        kind={kind}
        inputProps={input}
        text={draft.values[spec.name] ?? ""}
        game={kind === "products" ? game : undefined}
        {...(kind === "products" ? { listed: { lastGame, hasZoneField, onChange: setListed } } : {})}
        onChoose={(value) =>
          form.setValue(field, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
        }
      />
    );
  };
  return { pickerFor, listed };
}
