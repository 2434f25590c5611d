import { Component, type ReactNode } from "react";

interface PanelBoundaryProps {
  /** How the message names the panel: "history panel" gives "The history panel hit a problem: …". */
  name: string;
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
      <div role="alert" className="warning">
        <p>
          The {this.props.name} hit a problem: {problem}
        </p>
        <button type="button" onClick={() => this.setState({ problem: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}
