import { useI18n } from "../../contexts/i18n-context";
import { useSandboxProblem } from "../../contexts/sandbox-problem-context";
import type { SandboxProblem } from "../../transport/sandbox-transport";

/** Says, under the top bar, when the embedded sandbox's kept state was lost or cannot be kept. */
export function SandboxProblemNote() {
  const problem = useSandboxProblem();
  const { t } = useI18n();
  const words: Record<SandboxProblem, string> = t.sandboxProblem;
  if (!problem) return null;
  return (
    <p role="alert" className="warning bar-note">
      {words[problem]}
    </p>
  );
}
