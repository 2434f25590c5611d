import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import * as z from "zod/mini";
import type { ActionDefinition } from "../../catalog/define-action";
import { GAME_FIELD, listOf, ZONE_FIELD } from "../../catalog/list-fields";
import { requestSettingsFrom } from "../../config/request-settings";
import { type FieldInputProps, SchemaFields } from "../../forms/schema-fields";
import { actionLabel, actionSummary, englishLabel } from "../../lib/i18n/action-label";
import { withZodWords } from "../../lib/zod-setup";
import { type RequestSpec, sentField } from "../../request/request-spec";
import { focusSend, SEND_BUTTON_ID } from "../../ui/focus-send";
import { useI18n } from "../../ui/i18n-context";
import { idleModule } from "../../ui/idle-module";
import { useLatestSend } from "../../ui/latest-send";
import { useSettings } from "../../ui/settings-context";
import { useSendAction } from "../../ui/use-send-action";
import { useWorkspace, useWorkspaceStore } from "../../ui/workspace";
import { type BuiltDraft, buildDraft, formOf } from "../../workspace/build-draft";
import { type FormDraft, newDraft } from "../../workspace/form-draft";
import { ExtraQueryEditor } from "./extra-query-editor";
import { PickerSlot } from "./picker-slot";
import { RawBodyEditor } from "./raw-body-editor";
import { useErrorsReworded } from "./use-errors-reworded";
import { useFieldMessages } from "./use-field-messages";
import type { ListedChoice } from "./use-listed-choice";
import { useSendShortcuts } from "./use-send-shortcuts";

// The order confirmation loads when a form that spends money opens: until it has, its Send shows
// nothing and sends nothing, and if it cannot be had the form says so.
const confirmation = idleModule(() => import("./confirm-order-dialog"));
// Where a draft came from, and that a retry keeps its reference: shown after an import, a replay or
// an unsettled order, all of which come after the first screen.
const notes = idleModule(() =>
  Promise.all([import("./draft-note"), import("./retry-note")]).then(([draft, retry]) => ({ ...draft, ...retry })),
);
// Loaded after the first screen by a form that has a body; once loaded the switch answers the click
// at once, as a checkbox should.
const rawSwitch = idleModule(() => import("../../workspace/raw-body-switch"));
type RawSwitch = Awaited<ReturnType<typeof rawSwitch.load>>;
const withRawSwitch = (use: (module: RawSwitch) => void) => {
  const loaded = rawSwitch.peek();
  if (loaded) use(loaded);
  else void rawSwitch.load().then(use, () => undefined);
};

interface ActionFormProps {
  action: ActionDefinition;
  /** The request as it stands, shown beside the form (app/ composes the preview). */
  renderPreview: (built: BuiltDraft) => ReactNode;
  /** Where the preview goes (after the response); beside the form until there is one. */
  previewTarget?: HTMLElement | null;
}

/** The open action's form. react-hook-form owns its whole draft; the workspace store keeps it across switches. */
export function ActionForm({ action, renderPreview, previewTarget }: ActionFormProps) {
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
  const form = useForm<FormDraft>({ resolver, defaultValues: store.draftOf(action.id), mode: "onTouched" });
  useErrorsReworded(form, language);
  // Drafts opened from elsewhere (an import, a replay, a renewed reference) replace what the form shows,
  // and what is typed goes back to the store: subscriptions, not copies made on render.
  useEffect(() => store.onOpened(action.id, (draft) => form.reset(draft)), [store, action.id, form]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => store.saveDraft(action.id, structuredClone(values)),
      }),
    [store, action.id, form],
  );

  const draft = useWatch({ control: form.control }) as FormDraft;
  const built = useMemo(() => buildDraft(action, draft, requestSettingsFrom(settings)), [action, draft, settings]);
  const { request } = built;
  const note = useWorkspace((state) => (state.note?.actionId === action.id ? state.note : undefined));
  const kept = useWorkspace((state) => (state.kept?.actionId === action.id ? state.kept : undefined));
  const noteViews = notes.use(note || kept ? "now" : "asked");
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

  const confirmDialog = confirmation.use(action.spendsMoney ? "now" : "asked");
  const send = useSendAction(action);
  const latest = useLatestSend();
  const pending = latest?.status === "pending";
  const [confirming, setConfirming] = useState<RequestSpec | null>(null);
  const cancel = () => {
    latest?.variables?.controller.abort();
    sendRef.current?.focus();
  };
  useSendShortcuts({ formRef, pending, cancel });
  useFieldMessages(form, action.id, specs, latest);

  const [unavailable, setUnavailable] = useState(false);
  const dispatch = (spec: RequestSpec) => {
    setConfirming(null);
    const { environment, baseUrl, pathStyle } = settings;
    void send({
      actionId: action.id,
      spec,
      timeoutMs: settings.timeoutSeconds * 1000,
      target: { environment, baseUrl, pathStyle },
    });
  };
  // The request sent is the one the preview shows: built once per change, above.
  const submit = () => {
    if (!request.ok) return;
    if (action.spendsMoney) {
      setUnavailable(false);
      setConfirming(request.spec);
      confirmation.load().catch(() => {
        setConfirming(null);
        setUnavailable(true);
      });
    } else dispatch(request.spec);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || confirming || !request.ok) return;
    void form.handleSubmit(submit)(event);
  };
  // Switching keeps the text and fills the fields from it.
  const toggleRawBody = (on: boolean) =>
    withRawSwitch(({ rawBodyOn, rawBodyOff }) => {
      const next = (on ? rawBodyOn : rawBodyOff)(action, form.getValues());
      form.setValue("values", next.values);
      form.setValue("rawBody", next.rawBody);
      form.setValue("parkedBody", next.parkedBody);
    });
  useEffect(() => {
    if (action.paramsIn === "body") void rawSwitch.load().catch(() => undefined);
  }, [action]);
  // The switched-off fields show what the raw body says, never stale or example values.
  useEffect(() => {
    if (draft.rawBody === null || action.paramsIn !== "body") return;
    let live = true;
    withRawSwitch(({ fieldsOfRawBody }) => {
      const values = live && fieldsOfRawBody(action, form.getValues());
      if (values) form.setValue("values", values);
    });
    return () => {
      live = false;
    };
  }, [draft.rawBody, action, form]);

  return (
    <section aria-labelledby={`${id}-title`} className="action-form">
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
      {note && noteViews && (
        <noteViews.DraftNoteView note={note} current={current} withoutKey={draft.authorization === null} />
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
            draft={draft}
            onToggle={toggleRawBody}
            field={form.register("rawBody")}
            onContentType={(type) => form.setValue("contentType", type)}
            warningId={`${id}-raw-warning`}
          />
        )}
        {draft.authorization === null ? (
          <p className="warning">{t.form.noAuthorizationImported}</p>
        ) : (
          settings.apiKey === "" && <p className="warning">{t.form.noKey}</p>
        )}
        {kept && retrying && noteViews && (
          <noteViews.RetryNote kept={kept} onRenew={() => store.renewFresh(action.id)} />
        )}
        {unavailable && (
          <p role="alert" className="error">
            {t.form.confirmationUnavailable}
          </p>
        )}
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
          <button type="button" onClick={() => store.open(action.id, newDraft(action))}>
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
      {previewTarget ? createPortal(renderPreview(built), previewTarget) : renderPreview(built)}
      {confirming && confirmDialog && (
        <confirmDialog.ConfirmOrderDialog
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
