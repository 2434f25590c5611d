import { useMessages } from "../../ui/i18n-context";
import { useSandboxProblem } from "../../ui/sandbox-problem-context";
import { sandboxStateMessages } from "./sandbox-state-messages";

/** Says, under the top bar, when the embedded sandbox's kept state was lost or cannot be kept. */
export function SandboxProblemNote() {
  const problem = useSandboxProblem();
  const m = useMessages(sandboxStateMessages);
  if (!problem) return null;
  return (
    <p role="alert" className="warning bar-note">
      {m.problems[problem]}
    </p>
  );
}
