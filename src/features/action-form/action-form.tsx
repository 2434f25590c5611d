import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { ActionDefinition } from "../../catalog/define-action";
import { fieldSpecs } from "../../catalog/field-specs";
import { type TextValues, textInputSchema } from "../../catalog/text-input";
import { SchemaFields } from "../../forms/schema-fields";
import { buildRequest } from "../../request/build-request";
import { type RequestSpec, sentField } from "../../request/request-spec";
import type { ResponseRecord } from "../../request/response-record";
import { isSettled } from "../../request/settled-outcome";
import { type ReplayNote, ReplayNoteView } from "../history/replay-note";
import { ShareLinkButton } from "../history/share-link-button";
import { RequestPreview } from "../request-preview/request-preview";
import { requestSettingsFrom } from "../settings/request-settings";
import { useSettings } from "../settings/settings-context";
import { ConfirmOrderDialog } from "./confirm-order-dialog";
import { ExtraQueryEditor } from "./extra-query-editor";
import { type FormDraft, freshValues, looseParams, newDraft, refreshRawBody } from "./form-draft";
import { RawBodyEditor } from "./raw-body-editor";
import { RetryNote, unsettledReason } from "./retry-note";
import type { Sender } from "./use-send-action";
import { useSendShortcuts } from "./use-send-shortcuts";

interface ActionFormProps {
  action: ActionDefinition;
  draft: FormDraft | undefined;
  onDraftChange: (draft: FormDraft) => void;
  sender: Sender;
  /** Said above the form when it was filled from a history entry. */
  note?: ReplayNote | undefined;
}

export function ActionForm({ action, draft, onDraftChange, sender, note }: ActionFormProps) {
  const { settings } = useSettings();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const specs = useMemo(() => fieldSpecs(action.params), [action]);
  const schema = useMemo(() => textInputSchema(action.params, specs), [action, specs]);
  const [initial] = useState(() => draft ?? newDraft(action, specs));
  const form = useForm<TextValues, unknown, Record<string, unknown>>({
    resolver: zodResolver(schema),
    defaultValues: initial.values,
    mode: "onTouched",
  });
  const values = useWatch({ control: form.control }) as TextValues;
  const [extraQuery, setExtraQuery] = useState(initial.extraQuery);
  const [rawBody, setRawBody] = useState(initial.rawBody);
  const [confirming, setConfirming] = useState<RequestSpec | null>(null);
  // Fresh fields (the order reference) kept because the last attempt may have been placed.
  const [kept, setKept] = useState<{ values: Record<string, string>; reason: string } | null>(null);

  useEffect(() => {
    onDraftChange({ values, extraQuery, rawBody });
  }, [values, extraQuery, rawBody, onDraftChange]);
  const cancel = () => {
    sender.cancel();
    sendRef.current?.focus();
  };
  useSendShortcuts({ formRef, pending: sender.pending, cancel });

  const usesRawBody = rawBody !== null && action.paramsIn === "body";
  const build = (params: Record<string, unknown>) =>
    buildRequest(
      action,
      { params, extraQuery: extraQuery.map((row) => [row.name, row.value]), ...(usesRawBody ? { rawBody } : {}) },
      requestSettingsFrom(settings),
    );
  const parsed = schema.safeParse(values);
  const preview = build(parsed.success ? parsed.data : looseParams(specs, values));

  const freshNames = Object.keys(action.fresh ?? {});
  // New values for the fresh fields (the order reference), raw body included.
  const renewFresh = () => {
    const fresh = freshValues(action);
    for (const [name, value] of Object.entries(fresh)) form.setValue(name, value);
    setRawBody((body) => (body === null ? null : refreshRawBody(body, fresh)));
    setKept(null);
  };
  // A definite answer makes room for a new attempt; any other keeps the reference for a safe retry.
  const afterAnswer = (sent: RequestSpec, record: ResponseRecord) => {
    if (freshNames.length === 0) return;
    if (isSettled(record)) return renewFresh();
    const values = Object.fromEntries(freshNames.map((name) => [name, sentField(sent, name) ?? ""]));
    setKept({ values, reason: unsettledReason(record) });
  };
  const retrying =
    kept !== null &&
    preview.ok &&
    Object.entries(kept.values).every(([name, value]) => sentField(preview.spec, name) === value);

  const dispatch = (spec: RequestSpec) => {
    setConfirming(null);
    const { environment, baseUrl, pathStyle } = settings;
    const target = { environment, baseUrl, pathStyle };
    sender.send({ actionId: action.id, spec, timeoutMs: settings.timeoutSeconds * 1000, target }, (record) =>
      afterAnswer(spec, record),
    );
  };
  const submit = (params: Record<string, unknown>) => {
    const result = build(params);
    if (!result.ok) return;
    if (action.spendsMoney) setConfirming(result.spec);
    else dispatch(result.spec);
  };
  // Back to an empty form, with fresh values (a new order reference); what was typed is forgotten.
  const reset = () => {
    const empty = newDraft(action, specs);
    form.reset(empty.values);
    setExtraQuery(empty.extraQuery);
    setRawBody(empty.rawBody);
    setKept(null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sender.pending || confirming || !preview.ok) return;
    // A raw body replaces the fields, so their checks do not apply.
    if (usesRawBody) submit(looseParams(specs, values));
    else void form.handleSubmit(submit)(event);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="action-form">
      <h2 id={`${id}-title`}>{action.label}</h2>
      <p className="hint">
        <span className={`method method-${action.method.toLowerCase()}`}>{action.method}</span>{" "}
        <code>{action.path[settings.pathStyle]}</code> — {action.summary}
      </p>
      {note?.actionId === action.id && <ReplayNoteView note={note} draft={{ values, rawBody }} />}
      {!action.contractPublished && (
        <p className="notice">
          The API does not publish this action's parameters: these are a sensible guess. Add others below if your API
          expects them.
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={`${action.label} parameters`}>
        <SchemaFields
          specs={specs}
          register={form.register}
          errors={form.formState.errors}
          idPrefix={id}
          {...(usesRawBody ? { disabledBy: `${id}-raw-warning` } : {})}
        />
        <ExtraQueryEditor rows={extraQuery} onChange={setExtraQuery} />
        {action.paramsIn === "body" && (
          <RawBodyEditor
            rawBody={rawBody}
            generatedBody={JSON.stringify(looseParams(specs, values), null, 2)}
            onChange={setRawBody}
            warningId={`${id}-raw-warning`}
          />
        )}
        {settings.apiKey === "" && (
          <p className="warning">No API key entered: the request will be sent without an Authorization header.</p>
        )}
        {retrying && <RetryNote kept={kept.values} reason={kept.reason} onRenew={renewFresh} />}
        <div className="actions">
          {/* aria-disabled, not disabled, while pending: focus stays on the button. */}
          <button
            ref={sendRef}
            type="submit"
            className="primary"
            aria-disabled={sender.pending || !preview.ok}
            disabled={!preview.ok}
          >
            Send
          </button>
          {sender.pending && (
            <button type="button" onClick={cancel}>
              Cancel
            </button>
          )}
          <button type="button" onClick={reset}>
            Reset
          </button>
          <span className="hint">
            <kbd>Ctrl</kbd>+<kbd>Enter</kbd> sends
            {sender.pending && (
              <>
                , <kbd>Esc</kbd> cancels
              </>
            )}
          </span>
        </div>
      </form>
      <ShareLinkButton actionId={action.id} draft={{ values, extraQuery, rawBody }} />
      <RequestPreview
        spec={preview.ok ? preview.spec : undefined}
        revealKey={settings.revealKey}
        {...(!preview.ok
          ? { problem: preview.message }
          : !parsed.success && !usesRawBody
            ? { problem: "Some fields are not valid yet: Send will point them out." }
            : {})}
      />
      {confirming && (
        <ConfirmOrderDialog
          action={action}
          spec={confirming}
          retrying={retrying}
          onConfirm={() => dispatch(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
