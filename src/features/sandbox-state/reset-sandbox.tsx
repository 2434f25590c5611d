import "./reset-sandbox.css";
import { useEffect, useId, useRef, useState } from "react";
import { useMessages } from "../../contexts/i18n-context";
import { useTransport } from "../../contexts/transport-context";
import { SANDBOX_BASE_URL } from "../../transport/sandbox-transport";
import { sandboxStateMessages } from "./sandbox-state-messages";

type Step = { kind: "idle" } | { kind: "asking" } | { kind: "resetting" } | { kind: "said"; text: string };

/**
 * Starts the embedded sandbox again from its seed, after asking. Focus starts on "Keep it", so a
 * stray Enter keeps everything; the outcome is said where the button was.
 */
export function ResetSandbox() {
  const id = useId();
  const m = useMessages(sandboxStateMessages);
  const transport = useTransport();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const opener = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  // Focus follows the question: onto "Keep it" when asked, back to the opener when answered.
  const returning = useRef(false);
  useEffect(() => {
    if (step.kind === "asking") keep.current?.focus();
    else if (returning.current && step.kind !== "resetting") {
      returning.current = false;
      opener.current?.focus();
    }
  }, [step.kind]);
  const back = (next: Step) => {
    returning.current = true;
    setStep(next);
  };

  const reset = async () => {
    setStep({ kind: "resetting" });
    try {
      const response = await transport(new Request(`${SANDBOX_BASE_URL}/_sandbox/reset`, { method: "POST" }));
      back({ kind: "said", text: response.ok ? m.done : m.failed(String(response.status)) });
    } catch (error) {
      back({ kind: "said", text: m.failed(error instanceof Error ? error.message : String(error)) });
    }
  };

  const asking = step.kind === "asking" || step.kind === "resetting";
  return (
    <div className="field reset-sandbox">
      {asking ? (
        <fieldset aria-describedby={`${id}-what`} className="confirm-inline">
          <legend>{m.question}</legend>
          <p id={`${id}-what`}>{m.explanation}</p>
          <div className="actions">
            <button type="button" className="primary" disabled={step.kind === "resetting"} onClick={() => void reset()}>
              {step.kind === "resetting" ? m.resetting : m.confirm}
            </button>
            <button
              ref={keep}
              type="button"
              disabled={step.kind === "resetting"}
              onClick={() => back({ kind: "idle" })}
            >
              {m.keep}
            </button>
          </div>
        </fieldset>
      ) : (
        <>
          <button
            ref={opener}
            type="button"
            aria-describedby={`${id}-hint`}
            onClick={() => setStep({ kind: "asking" })}
          >
            {m.reset}
          </button>
          <p id={`${id}-hint`} className="hint">
            {m.resetHint}
          </p>
        </>
      )}
      <p role="status" className="hint">
        {step.kind === "said" ? step.text : ""}
      </p>
    </div>
  );
}
