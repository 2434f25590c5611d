import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import type { FormDraft } from "../workspace/form-draft";
import type { WorkspaceState, WorkspaceStore } from "../workspace/workspace-store";

const WorkspaceContext = createContext<WorkspaceStore | null>(null);

export function WorkspaceProvider({ store, children }: { store: WorkspaceStore; children: ReactNode }) {
  return <WorkspaceContext value={store}>{children}</WorkspaceContext>;
}

export function useWorkspaceStore(): WorkspaceStore {
  const store = useContext(WorkspaceContext);
  if (!store) throw new Error("useWorkspaceStore needs a <WorkspaceProvider>");
  return store;
}

/**
 * One slice of the workspace, read as React state. The selector must return something the
 * state holds (or a primitive), so a change elsewhere in the store does not re-render the reader.
 */
export function useWorkspace<T>(select: (state: WorkspaceState) => T): T {
  const store = useWorkspaceStore();
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}

/** An action's draft as the store holds it: what its form shows, typed, opened or renewed. */
export function useDraft(actionId: string): FormDraft {
  const store = useWorkspaceStore();
  return useWorkspace((state) => state.drafts.get(actionId)) ?? store.draftOf(actionId);
}
