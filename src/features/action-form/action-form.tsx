import { type RefObject, useId, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ActionDefinition } from "../../catalog/define-action";
import { useOpenBatch } from "../../channels/batch-opener";
import { useI18n } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { useBuiltDraft } from "../../contexts/use-built-draft";
import { useDraft, useWorkspace, useWorkspaceStore } from "../../contexts/workspace-context";
import { SchemaFields } from "../../forms/schema-fields";
import { actionLabel } from "../../lib/i18n/action-label";
import { sentField } from "../../request/request-spec";
import { formOf } from "../../workspace/build-draft";
import { type FormDraft, newDraft } from "../../workspace/form-draft";
import { ActionHeading } from "./action-heading";
import { ExtraQueryEditor } from "./extra-query-editor";
import type { FocusSpot } from "./keep-focus";
import { formHelpers } from "./load-form-helpers";
import { rawBodyBinding } from "./raw-body-binding";
import { RawBodyEditor } from "./raw-body-editor";
import { SendActions } from "./send-actions";
import { useDraftForm } from "./use-draft-form";
import { useDraftSend } from "./use-draft-send";
import { useListPickers } from "./use-list-pickers";

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

/** The form of one opened draft: its fields, Send and Reset, and the notes and the order's confirmation that come with the form helpers. */
function DraftEditor({ action, editor, focus }: DraftEditorProps) {
  const { settings } = useSettings();
  const { t } = useI18n();
  const label = actionLabel(t, action);
  const store = useWorkspaceStore();
  const id = useId();
  const { specs } = formOf(action);
  const { form, sectionRef } = useDraftForm(action, editor, focus);
  const draft = useDraft(action.id);
  // Built once per change, for everyone: what Send sends is what the preview shows.
  const built = useBuiltDraft(action);
  const { request } = built;
  const note = useWorkspace((state) => (state.note?.actionId === action.id ? state.note : undefined));
  const kept = useWorkspace((state) => (state.kept?.actionId === action.id ? state.kept : undefined));
  const sending = useDraftSend(action, form, request, editor);
  const { confirming } = sending;
  // The notes, the order confirmation and the raw body's editor come with the form helpers: at once
  // when there is one to show, or a form that spends money (its Send asks for the confirmation).
  const helpers = formHelpers.use(
    note || kept || confirming || action.spendsMoney || draft.rawBody !== null ? "now" : "work",
  );
  const current = (name: string) => (request.ok ? sentField(request.spec, name) : undefined);
  const retrying = kept !== undefined && Object.entries(kept.values).every(([name, value]) => current(name) === value);
  const { pickerFor, listed } = useListPickers(action, form, draft);
  const openBatch = useOpenBatch();
  const rawBody = rawBodyBinding(action, form);

  return (
    <section ref={sectionRef} aria-labelledby={`${id}-title`} className="action-form">
      <ActionHeading action={action} titleId={`${id}-title`} />
      {note && helpers && (
        <helpers.DraftNoteView note={note} current={current} withoutKey={draft.authorization === null} />
      )}
      {!action.contractPublished && <p className="notice">{t.form.guessedContract}</p>}
      <form ref={sending.formRef} noValidate onSubmit={sending.onSubmit} aria-label={t.form.parameters(label)}>
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
        <ExtraQueryEditor form={form} />
        {action.paramsIn === "body" && (
          <RawBodyEditor
            {...(helpers && { TextEditor: helpers.RawBodyText })}
            draft={draft}
            {...rawBody}
            warningId={`${id}-raw-warning`}
          />
        )}
        {draft.authorization === null ? (
          <p className="warning">{t.form.noAuthorizationImported}</p>
        ) : (
          settings.apiKey === "" && <p className="warning">{t.form.noKey}</p>
        )}
        {kept && retrying && helpers && <helpers.RetryNote kept={kept} onRenew={() => store.renewFresh(action.id)} />}
        <SendActions
          sendRef={sending.sendRef}
          pending={sending.pending}
          canSend={request.ok}
          onCancel={sending.cancel}
          onReset={() => store.open(action.id, newDraft(action))}
        />
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
          onConfirm={() => sending.confirm(confirming)}
          onCancel={sending.dismiss}
        />
      )}
    </section>
  );
}
