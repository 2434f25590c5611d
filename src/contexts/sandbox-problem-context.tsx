import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import type { SandboxProblemStore } from "../transport/sandbox-problem-store";
import type { SandboxProblem } from "../transport/sandbox-transport";

const SandboxProblemContext = createContext<SandboxProblemStore | null>(null);

export function SandboxProblemProvider({ store, children }: { store: SandboxProblemStore; children: ReactNode }) {
  return <SandboxProblemContext value={store}>{children}</SandboxProblemContext>;
}

const none = () => () => undefined;
const nothing = () => undefined;

/** The embedded sandbox's last problem with its kept state, if any. */
export function useSandboxProblem(): SandboxProblem | undefined {
  const store = useContext(SandboxProblemContext);
  const read = store?.getSnapshot ?? nothing;
  return useSyncExternalStore(store?.subscribe ?? none, read, read);
}
