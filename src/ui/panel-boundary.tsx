import { Component, type ReactNode } from "react";
import { useI18n } from "../contexts/i18n-context";
import type { PanelId } from "../lib/i18n/en";

interface PanelBoundaryProps {
  /** Which panel it is: the message names it in the console's language ("The history panel hit a problem: …"). */
  name: PanelId;
  children: ReactNode;
}

interface PanelBoundaryState {
  problem?: string;
}

/**
 * Keeps a panel that throws while rendering from blanking the whole page: it says what broke
 * and the other panels carry on. Nothing is logged from here, since a panel's props and state
 * can hold the API key. React still needs a class for this.
 */
export class PanelBoundary extends Component<PanelBoundaryProps, PanelBoundaryState> {
  state: PanelBoundaryState = {};

  static getDerivedStateFromError(error: unknown): PanelBoundaryState {
    return { problem: error instanceof Error ? error.message : String(error) };
  }

  render() {
    const { problem } = this.state;
    if (problem === undefined) return this.props.children;
    return (
      <PanelProblem name={this.props.name} problem={problem} onRetry={() => this.setState({ problem: undefined })} />
    );
  }
}

/** What broke, in the console's language (a class cannot use the hook). */
function PanelProblem({ name, problem, onRetry }: { name: PanelId; problem: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="warning">
      <p>{t.panelProblem(t.panels[name], problem)}</p>
      <button type="button" onClick={onRetry}>
        {t.tryAgain}
      </button>
    </div>
  );
}
