import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, type RefObject, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { type Resolver, type UseFormRegisterReturn, type UseFormReturn, useForm } from "react-hook-form";
import * as z from "zod/mini";
import type { ActionDefinition } from "../../catalog/define-action";
import { GAME_FIELD, listOf, ZONE_FIELD } from "../../catalog/list-fields";
import { useOpenBatch } from "../../channels/batch-opener";
import { useI18n } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { useBuiltDraft } from "../../contexts/use-built-draft";
import { useDraft, useWorkspace, useWorkspaceStore } from "../../contexts/workspace-context";
import { type FieldInputProps, SchemaFields } from "../../forms/schema-fields";
import { actionLabel, actionSummary, englishLabel } from "../../lib/i18n/action-label";
import { withZodWords } from "../../lib/zod-setup";
import { useLatestSend } from "../../queries/latest-send";
import { useSendAction } from "../../queries/use-send-action";
import { type RequestSpec, sentField } from "../../request/request-spec";
import { focusSend, SEND_BUTTON_ID } from "../../ui/focus-send";
import { formOf } from "../../workspace/build-draft";
import { type FormDraft, newDraft } from "../../workspace/form-draft";
import { fieldsOfRawBody, rawBodyOff, rawBodyOn, withBodyFields } from "../../workspace/raw-body-switch";
import { ExtraQueryEditor } from "./extra-query-editor";
import { type FocusSpot, focusSpotIn, restoreFocus } from "./keep-focus";
import { formHelpers } from "./load-form-helpers";
import { PickerSlot } from "./picker-slot";
import { RawBodyEditor } from "./raw-body-editor";
import { useErrorsReworded } from "./use-errors-reworded";
import type { ListedChoice } from "./use-listed-choice";
import { useSendShortcuts } from "./use-send-shortcuts";

// A part that could not be fetched is fetched again at the next ask; the response says what it can.
const ignore = () => undefined;

/**
 * The open action's form: an editor of the action's draft, which the workspace store owns. It is
 * made from the store's draft, and made anew whenever a draft is opened into it (an import, a
 * replay, Reset, a renewed reference), so an opened draft arrives once and nothing is written
 * back; what is typed goes to the store with `saveDraft`, the one way from the form to the store.
 */
export function ActionForm({ action }: { action: ActionDefinition }) {
  const revision = useWorkspace((state) => state.opened.get(action.id)?.revision ?? 0);
  // The form on screen now, for an answer that arrives after a renewed reference replaced the one that sent.
  const editor = useRef<UseFormReturn<FormDraft> | null>(null);
  // Where focus was in the form being replaced: the new one puts it back.
  const focus = useRef<FocusSpot | null>(null);
  return <DraftEditor key={revision} action={action} editor={editor} focus={focus} />;
}

interface DraftEditorProps {
  action: ActionDefinition;
  editor: RefObject<UseFormReturn<FormDraft> | null>;
  focus: RefObject<FocusSpot | null>;
}

function DraftEditor({ action, editor, focus }: DraftEditorProps) {
  const { settings } = useSettings();
  const { t, language } = useI18n();
  const label = actionLabel(t, action);
  const english = englishLabel(t, action);
  const store = useWorkspaceStore();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const { specs, schema } = formOf(action);
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

  const draft = useDraft(action.id);
  // Built once per change, for everyone: what Send sends is what the preview shows.
  const built = useBuiltDraft(action);
  const { request } = built;
  const note = useWorkspace((state) => (state.note?.actionId === action.id ? state.note : undefined));
  const kept = useWorkspace((state) => (state.kept?.actionId === action.id ? state.kept : undefined));
  const [confirming, setConfirming] = useState<RequestSpec | null>(null);
  // The notes, the order confirmation and the raw body's editor come with the form helpers: at once
  // when there is one to show, or a form that spends money (its Send asks for the confirmation).
  const helpers = formHelpers.use(
    note || kept || confirming || action.spendsMoney || draft.rawBody !== null ? "now" : "work",
  );
  const current = (name: string) => (request.ok ? sentField(request.spec, name) : undefined);
  const retrying = kept !== undefined && Object.entries(kept.values).every(([name, value]) => current(name) === value);
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

  const send = useSendAction(action);
  const openBatch = useOpenBatch();
  const latest = useLatestSend();
  const pending = latest?.status === "pending";
  const cancel = () => {
    latest?.variables?.controller.abort();
    sendRef.current?.focus();
  };
  useSendShortcuts({ formRef, pending, cancel });

  const dispatch = (spec: RequestSpec) => {
    setConfirming(null);
    const { environment, baseUrl, pathStyle } = settings;
    const answer = send({
      actionId: action.id,
      spec,
      timeoutMs: settings.timeoutSeconds * 1000,
      target: { environment, baseUrl, pathStyle },
    });
    // What a 4xx says under the fields is worked out by the form helpers, there since the work started.
    const sentFrom = store.getState().opened.get(action.id)?.opens ?? 0;
    if (answer)
      void formHelpers
        .load()
        .then((unit) => unit.showAnswerMessages(store, action.id, specs, editor, answer, sentFrom), ignore);
  };
  // The request sent is the one the preview shows: built once per change, above.
  const submit = () => {
    if (!request.ok) return;
    if (action.spendsMoney) setConfirming(request.spec);
    else dispatch(request.spec);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A confirmation asked for and not shown yet waits for the helpers: asking again fetches them again.
    if (confirming) void formHelpers.load().catch(ignore);
    if (pending || confirming || !request.ok) return;
    void form.handleSubmit(submit)(event);
  };
  // Switching keeps the text and fills the fields from it.
  const toggleRawBody = (on: boolean) => {
    const now = form.getValues();
    const next = on ? withBodyFields(action, rawBodyOn(action, now)) : rawBodyOff(action, now);
    form.setValue("values", next.values);
    form.setValue("rawBody", next.rawBody);
    form.setValue("parkedBody", next.parkedBody);
  };
  // The switched-off fields show what the raw body says, never stale or example values: worked out
  // where the text changes, here and in the switch (a draft opened into the form comes so from the store).
  const rawField = form.register("rawBody");
  const rawBodyField: UseFormRegisterReturn<"rawBody"> = {
    ...rawField,
    onChange: (event) => {
      const changed = rawField.onChange(event);
      const values = fieldsOfRawBody(action, form.getValues());
      if (values) form.setValue("values", values);
      return changed;
    },
  };

  return (
    <section ref={sectionRef} aria-labelledby={`${id}-title`} className="action-form">
      <h2 id={`${id}-title`}>
        {label}
        {english && (
          <>
            {" "}
            <span className="secondary-label" lang="en">
              {english}
            </span>
          </>
        )}
      </h2>
      <p className="hint">
        <span className={`method method-${action.method.toLowerCase()}`}>{action.method}</span>{" "}
        <code>{action.path[settings.pathStyle]}</code> — {actionSummary(t, action)}
      </p>
      {note && helpers && (
        <helpers.DraftNoteView note={note} current={current} withoutKey={draft.authorization === null} />
      )}
      {!action.contractPublished && <p className="notice">{t.form.guessedContract}</p>}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t.form.parameters(label)}>
        <SchemaFields
          actionId={action.id}
          specs={specs}
          register={form.register}
          errors={form.formState.errors.values}
          idPrefix={id}
          {...(built.usesRawBody ? { disabledBy: `${id}-raw-warning` } : {})}
          inputFor={pickerFor}
          {...(listed.notes ? { notes: listed.notes } : {})}
        />
        <ExtraQueryEditor control={form.control} register={form.register} />
        {action.paramsIn === "body" && (
          <RawBodyEditor
            {...(helpers && { TextEditor: helpers.RawBodyText })}
            draft={draft}
            onToggle={toggleRawBody}
            field={rawBodyField}
            onContentType={(type) => form.setValue("contentType", type)}
            warningId={`${id}-raw-warning`}
          />
        )}
        {draft.authorization === null ? (
          <p className="warning">{t.form.noAuthorizationImported}</p>
        ) : (
          settings.apiKey === "" && <p className="warning">{t.form.noKey}</p>
        )}
        {kept && retrying && helpers && <helpers.RetryNote kept={kept} onRenew={() => store.renewFresh(action.id)} />}
        <div className="actions">
          {/* aria-disabled, not disabled, while pending: focus stays on the button. */}
          <button
            ref={sendRef}
            id={SEND_BUTTON_ID}
            type="submit"
            className="primary"
            aria-disabled={pending || !request.ok}
            disabled={!request.ok}
          >
            {t.form.send}
          </button>
          {pending && (
            <button type="button" onClick={cancel}>
              {t.form.cancel}
            </button>
          )}
          {/* Named, so focus stays on it when the emptied form replaces this one. */}
          <button type="button" name="reset" onClick={() => store.open(action.id, newDraft(action))}>
            {t.form.reset}
          </button>
          <span className="hint">
            <kbd>Ctrl</kbd>+<kbd>Enter</kbd> {t.form.sends}, <kbd>Alt</kbd>+<kbd>R</kbd> {t.form.toResponse}
            {pending && (
              <>
                , <kbd>Esc</kbd> {t.form.cancels}
              </>
            )}
          </span>
        </div>
      </form>
      {action.spendsMoney && openBatch && (
        <p>
          <button type="button" className="link" onClick={openBatch}>
            {t.form.manyPlayers}
          </button>
        </p>
      )}
      {confirming && helpers && (
        <helpers.ConfirmOrderDialog
          action={action}
          spec={confirming}
          retrying={retrying}
          {...(listed.described ? { described: listed.described } : {})}
          onConfirm={() => {
            dispatch(confirming);
            focusSend();
          }}
          onCancel={() => {
            setConfirming(null);
            focusSend();
          }}
        />
      )}
    </section>
  );
}
