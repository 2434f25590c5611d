import { zodResolver } from "@hookform/resolvers/zod";
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import * as z from "zod/mini";
import type { ActionDefinition } from "../../catalog/define-action";
import { useI18n } from "../../contexts/i18n-context";
import { useWorkspaceStore } from "../../contexts/workspace-context";
import { withZodWords } from "../../lib/zod-setup";
import { formOf } from "../../workspace/build-draft";
import type { FormDraft } from "../../workspace/form-draft";
import { type FocusSpot, focusSpotIn, restoreFocus } from "./keep-focus";
import { useErrorsReworded } from "./use-errors-reworded";

/**
 * The react-hook-form editor of the action's draft: made from the store's draft, checked by the
 * action's schema in the console's language, and what is typed saved back to the store. It is the
 * form on screen (`editor`) while it is mounted, and puts focus back where it was in the form it
 * replaced (`focus`), in the section it is given.
 */
export function useDraftForm(
  action: ActionDefinition,
  editor: RefObject<UseFormReturn<FormDraft> | null>,
  focus: RefObject<FocusSpot | null>,
) {
  const { t, language } = useI18n();
  const store = useWorkspaceStore();
  const { schema } = formOf(action);
  const zodWords = t.zod;
  const resolver = useMemo(() => {
    // Synchronous, so the parse runs inside withZodWords: the messages come in the console's language.
    const fields = zodResolver(z.object({ values: schema }), undefined, {
      mode: "sync",
    }) as unknown as Resolver<FormDraft>;
    // A raw body replaces the fields, so their checks do not apply.
    const resolve: Resolver<FormDraft> = (draft, context, options) =>
      draft.rawBody !== null && action.paramsIn === "body"
        ? { values: draft, errors: {} }
        : withZodWords(zodWords, () => fields(draft, context, options));
    return resolve;
  }, [action, schema, zodWords]);
  // Read once: a draft opened later makes a new form (see ActionForm).
  const form = useForm<FormDraft>({ resolver, defaultValues: store.draftOf(action.id), mode: "onTouched" });
  useErrorsReworded(form, language);
  const sectionRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const section = sectionRef.current;
    editor.current = form;
    if (section) restoreFocus(section, focus.current);
    focus.current = null;
    return () => {
      if (editor.current === form) editor.current = null;
      if (section) focus.current = focusSpotIn(section);
    };
  }, [form, editor, focus]);
  // What is typed goes to the store, which owns the draft: a subscription, not a copy made on render.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => store.saveDraft(action.id, structuredClone(values)),
      }),
    [store, action.id, form],
  );
  return { form, sectionRef };
}
