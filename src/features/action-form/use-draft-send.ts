import { type FormEvent, type RefObject, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ActionDefinition } from "../../catalog/define-action";
import { useSettings } from "../../contexts/settings-context";
import { useWorkspaceStore } from "../../contexts/workspace-context";
import { useLatestSend } from "../../queries/latest-send";
import { useSendAction } from "../../queries/use-send-action";
import type { BuildResult } from "../../request/build-request";
import type { RequestSpec } from "../../request/request-spec";
import { focusSend } from "../../ui/focus-send";
import { formOf } from "../../workspace/build-draft";
import type { FormDraft } from "../../workspace/form-draft";
import { formHelpers } from "./load-form-helpers";
import { useSendShortcuts } from "./use-send-shortcuts";

// A part that could not be fetched is fetched again at the next ask; the response says what it can.
const ignore = () => undefined;

/**
 * Sending the draft: Send (or Ctrl+Enter) sends the request the preview shows, an order only once
 * its confirmation is accepted; Cancel (or Esc) aborts a pending send; what a 4xx says about the
 * fields reaches the form on screen (`editor`).
 */
export function useDraftSend(
  action: ActionDefinition,
  form: UseFormReturn<FormDraft>,
  request: BuildResult,
  editor: RefObject<UseFormReturn<FormDraft> | null>,
) {
  const { settings } = useSettings();
  const store = useWorkspaceStore();
  const formRef = useRef<HTMLFormElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState<RequestSpec | null>(null);
  const send = useSendAction(action);
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
    const { specs } = formOf(action);
    if (answer)
      void formHelpers
        .load()
        .then((unit) => unit.showAnswerFieldErrors(store, action.id, specs, editor, answer, sentFrom), ignore);
  };
  // The request sent is the one the preview shows: built once per change.
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
  return {
    formRef,
    sendRef,
    pending,
    cancel,
    onSubmit,
    /** The order waiting for its confirmation. */
    confirming,
    confirm: (spec: RequestSpec) => {
      dispatch(spec);
      focusSend();
    },
    dismiss: () => {
      setConfirming(null);
      focusSend();
    },
  };
}
