import { findAction } from "../catalog/catalog";
import type { PathStyle } from "../catalog/define-action";
import { GAME_FIELD } from "../catalog/list-fields";
import type { UnsettledReason } from "../request/settled-outcome";
import { type FormDraft, newDraft, renewFresh } from "./form-draft";

/**
 * What filled a form, as data: the form words it in the console's language when it shows the note
 * ("Imported from cURL", "Loaded from the history entry"), so a switch of language rewords it at once.
 */
export type DraftSource =
  | { kind: "curl" }
  | { kind: "share-link" }
  | { kind: "history" }
  | { kind: "contract-fix" }
  /** Values taken from an action's response ("From the List packages response"). */
  | { kind: "response"; actionId: string };

/** Where the open draft came from, said above its form ("Imported from cURL", "Replayed from history"). */
export interface DraftNote {
  actionId: string;
  /** What filled the form, worded at render. */
  from: DraftSource;
  /** When that source was made (a history entry's send, a response's arrival), in ms since the epoch. */
  at?: number;
  /** The order reference kept on purpose: sending retries that order. */
  retryRef?: string;
  /** A fresh field given a new value for this draft: sending places a new order. */
  renewed?: string;
  /** Where the pasted command sent its request (origin and path): its scheme is checked against the contract. */
  sentTo?: string;
  /** The draft this one corrected ("Fix to match the contract"), with its path set: the diff and "send both" use it. */
  fixedFrom?: { draft: FormDraft; pathStyle: PathStyle; label: string };
  /** What the fix changed that a diff does not say, and what is left to do. */
  fixNotes?: string[];
  /**
   * The game the values are for, when the action takes no game_id itself (a validated player's
   * game, a package's game): a package picker narrows its list to it.
   */
  gameId?: string;
}

/** Fresh fields kept after an attempt whose outcome is unknown, so the next Send retries that very order. */
export interface KeptForRetry {
  actionId: string;
  /** The kept values by field name. */
  values: Record<string, string>;
  /** Why the outcome is unknown (a timeout, a 503), worded at render. */
  reason: UnsettledReason;
}

export interface WorkspaceState {
  /** The action whose form is open. */
  readonly actionId: string;
  /** What is typed into each action's form, kept across action switches. */
  readonly drafts: ReadonlyMap<string, FormDraft>;
  readonly note: DraftNote | undefined;
  readonly kept: KeptForRetry | undefined;
  /** The game most recently chosen or typed in any form's game field: it narrows the packages offered. */
  readonly game: string | undefined;
  /**
   * The open form's field whose list is open: what it holds is a filter being typed, not yet a
   * value to judge.
   */
  readonly picking: string | undefined;
}

type DraftListener = (draft: FormDraft) => void;

export interface WorkspaceStore {
  getState: () => WorkspaceState;
  /** An action's draft; a new one (fresh reference included) the first time it is asked for. */
  draftOf: (actionId: string) => FormDraft;
  /** Told after every change, drafts typed into the open form included. */
  subscribe: (listener: () => void) => () => void;
  select: (actionId: string) => void;
  /**
   * The one way to fill a form from elsewhere (an import, a replay, a share link, a response):
   * opens the action with this draft and says where it came from.
   */
  open: (actionId: string, draft: FormDraft, note?: DraftNote) => void;
  /** The open form's own changes, as the user types. */
  saveDraft: (actionId: string, draft: FormDraft) => void;
  /** New values for the action's fresh fields (the order reference): the next Send is a new order. */
  renewFresh: (actionId: string) => void;
  /** Keeps the fresh fields as sent: the last attempt may have been placed, so the next Send retries it. */
  keepForRetry: (kept: KeptForRetry) => void;
  /** The open form hears here when its draft is replaced from elsewhere. */
  onOpened: (actionId: string, listener: DraftListener) => () => void;
  /** A field's list opened or closed (a closing field that is no longer the one picking changes nothing). */
  pick: (field: string, open: boolean) => void;
}

/** The working request's single owner: no React, so any part of the page (or a test) can drive it. */
export function createWorkspaceStore(initial: {
  actionId: string;
  drafts?: ReadonlyMap<string, FormDraft>;
}): WorkspaceStore {
  let state: WorkspaceState = {
    actionId: initial.actionId,
    drafts: initial.drafts ?? new Map(),
    note: undefined,
    kept: undefined,
    game: undefined,
    picking: undefined,
  };
  const listeners = new Set<() => void>();
  const openedListeners = new Map<string, Set<DraftListener>>();

  const set = (next: Partial<WorkspaceState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const withDraft = (actionId: string, draft: FormDraft) => new Map(state.drafts).set(actionId, draft);
  const tellForm = (actionId: string, draft: FormDraft) => {
    for (const listener of openedListeners.get(actionId) ?? []) listener(draft);
  };
  const keptBesides = (actionId: string) => (state.kept?.actionId === actionId ? undefined : state.kept);
  // A game field that now says something else makes that the latest game; emptying it forgets nothing.
  const gameAfter = (actionId: string, draft: FormDraft) => {
    const game = draft.values[GAME_FIELD]?.trim();
    return game && game !== state.drafts.get(actionId)?.values[GAME_FIELD]?.trim() ? game : state.game;
  };

  return {
    getState: () => state,
    draftOf: (actionId) => {
      const known = state.drafts.get(actionId);
      if (known) return known;
      const action = findAction(actionId);
      const created = action ? newDraft(action) : { values: {}, extraQuery: [], rawBody: null };
      // A default, not a change: kept quietly so every reader sees the same new reference.
      state = { ...state, drafts: withDraft(actionId, created) };
      return created;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    select: (actionId) => {
      if (actionId !== state.actionId) set({ actionId, picking: undefined });
    },
    open: (actionId, draft, note) => {
      set({
        actionId,
        drafts: withDraft(actionId, draft),
        note,
        kept: keptBesides(actionId),
        game: gameAfter(actionId, draft),
      });
      tellForm(actionId, draft);
    },
    saveDraft: (actionId, draft) => set({ drafts: withDraft(actionId, draft), game: gameAfter(actionId, draft) }),
    renewFresh: (actionId) => {
      const action = findAction(actionId);
      const draft = state.drafts.get(actionId);
      if (!action || !draft) return;
      const renewed = renewFresh(action, draft);
      set({ drafts: withDraft(actionId, renewed), kept: keptBesides(actionId) });
      tellForm(actionId, renewed);
    },
    keepForRetry: (kept) => set({ kept }),
    pick: (field, open) => {
      if (open && state.picking !== field) set({ picking: field });
      else if (!open && state.picking === field) set({ picking: undefined });
    },
    onOpened: (actionId, listener) => {
      const forAction = openedListeners.get(actionId) ?? new Set();
      openedListeners.set(actionId, forAction.add(listener));
      return () => forAction.delete(listener);
    },
  };
}
