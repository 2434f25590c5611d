import { useState } from "react";
import type { ActionDefinition, PathStyle } from "../../catalog/define-action";
import { useSettings } from "../../contexts/settings-context";
import { type SentAnswer, useSendAction } from "../../queries/use-send-action";
import type { RequestSpec } from "../../request/request-spec";

/** One of the two sends, named for the comparison, the report and the HAR (a SendLabel, worded where shown). */
export interface LabelledSend {
  label: string;
  answer: SentAnswer;
}

export interface BothRequests {
  before: { label: string; spec: RequestSpec; pathStyle: PathStyle };
  after: { label: string; spec: RequestSpec };
}

/**
 * Sends the request as it was before the fix, then the fixed one, each a send like any other (the
 * response panel shows it, the history keeps it), and gives both answers back in that order.
 */
export function useSendBoth(action: ActionDefinition) {
  const send = useSendAction(action);
  const { settings } = useSettings();
  const [pending, setPending] = useState(false);
  // What went wrong, as a code the component words: only "busy" (another send is waiting) for now.
  const [problem, setProblem] = useState<"busy">();

  const run = async ({ before, after }: BothRequests): Promise<[LabelledSend, LabelledSend] | undefined> => {
    const common = { actionId: action.id, timeoutMs: settings.timeoutSeconds * 1000 };
    const target = (pathStyle: PathStyle) => ({
      environment: settings.environment,
      baseUrl: settings.baseUrl,
      pathStyle,
    });
    const busy = "busy";
    setProblem(undefined);
    setPending(true);
    try {
      const first = send({ ...common, spec: before.spec, target: target(before.pathStyle) });
      if (!first) return void setProblem(busy);
      const beforeAnswer = await first;
      const second = send({ ...common, spec: after.spec, target: target(settings.pathStyle) });
      if (!second) return void setProblem(busy);
      const afterAnswer = await second;
      return [
        { label: before.label, answer: beforeAnswer },
        { label: after.label, answer: afterAnswer },
      ];
    } finally {
      setPending(false);
    }
  };
  return { run, pending, problem };
}
