import { findAction } from "../catalog/catalog";
import type { PathStyle } from "../catalog/define-action";
import { GAME_FIELD } from "../catalog/list-fields";
import type { UnsettledReason } from "../request/settled-outcome";
import { type FormDraft, newDraft, renewFresh } from "./form-draft";
import { withBodyFields } from "./raw-body-switch";

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

/**
 * How often an action's draft was put into its form from outside it. The form is made anew from
 * the store's draft whenever `revision` moves: that is how an opened draft reaches it, once.
 */
export interface Opened {
  /** Every replacement: a draft opened, or its fresh fields renewed. */
  readonly revision: number;
  /**
   * Only the drafts opened with `open` (an import, a replay, Reset): an answer that arrives after
   * one belongs to a draft no longer in the form. A renewed reference is the same draft.
   */
  readonly opens: number;
}

export interface WorkspaceState {
  /** The action whose form is open. */
  readonly actionId: string;
  /** Each action's draft, the one copy: its form edits it, every other reader reads it here. */
  readonly drafts: ReadonlyMap<string, FormDraft>;
  /** Per action, the drafts put into its form from outside it; absent until the first. */
  readonly opened: ReadonlyMap<string, Opened>;
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

export interface WorkspaceStore {
  getState: () => WorkspaceState;
  /** An action's draft; a new one (fresh reference included) the first time it is asked for. */
  draftOf: (actionId: string) => FormDraft;
  /** Told after every change, drafts typed into the open form included: once per change. */
  subscribe: (listener: () => void) => () => void;
  select: (actionId: string) => void;
  /**
   * The one way to fill a form from elsewhere (an import, a replay, a share link, a response,
   * Reset): opens the action with this draft and says where it came from. The form is made anew
   * from it; nothing is written back.
   */
  open: (actionId: string, draft: FormDraft, note?: DraftNote) => void;
  /** The open form's own changes, as the user types: the one way from a form to the store. */
  saveDraft: (actionId: string, draft: FormDraft) => void;
  /** New values for the action's fresh fields (the order reference): the next Send is a new order. */
  renewFresh: (actionId: string) => void;
  /** Keeps the fresh fields as sent: the last attempt may have been placed, so the next Send retries it. */
  keepForRetry: (kept: KeptForRetry) => void;
  /** A field's list opened or closed (a closing field that is no longer the one picking changes nothing). */
  pick: (field: string, open: boolean) => void;
}

/**
 * The working request's single owner: which action is open and each action's draft. The form on
 * screen is an editor of its action's draft: made from it when opened (and again whenever a draft
 * is opened into it), writing each change back with `saveDraft`. No React, so any part of the page
 * (or a test) can drive it.
 */
export function createWorkspaceStore(initial: {
  actionId: string;
  drafts?: ReadonlyMap<string, FormDraft>;
}): WorkspaceStore {
  let state: WorkspaceState = {
    actionId: initial.actionId,
    drafts: initial.drafts ?? new Map(),
    opened: new Map(),
    note: undefined,
    kept: undefined,
    game: undefined,
    picking: undefined,
  };
  const listeners = new Set<() => void>();

  const set = (next: Partial<WorkspaceState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const withDraft = (actionId: string, draft: FormDraft) => new Map(state.drafts).set(actionId, draft);
  // The form is made anew from the draft: a new revision, and a new opening unless it is a renewal.
  const openedAfter = (actionId: string, opening: boolean) => {
    const was = state.opened.get(actionId) ?? { revision: 0, opens: 0 };
    const now = { revision: was.revision + 1, opens: was.opens + (opening ? 1 : 0) };
    return new Map(state.opened).set(actionId, now);
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
    open: (actionId, opening, note) => {
      const action = findAction(actionId);
      // A raw body's switched-off fields say what it says, as they do while it is typed.
      const draft = action ? withBodyFields(action, opening) : opening;
      set({
        actionId,
        drafts: withDraft(actionId, draft),
        opened: openedAfter(actionId, true),
        note,
        kept: keptBesides(actionId),
        game: gameAfter(actionId, draft),
        // The form is made anew, with every list closed.
        picking: undefined,
      });
    },
    saveDraft: (actionId, draft) => set({ drafts: withDraft(actionId, draft), game: gameAfter(actionId, draft) }),
    renewFresh: (actionId) => {
      const action = findAction(actionId);
      const draft = state.drafts.get(actionId);
      if (!action || !draft) return;
      const renewed = renewFresh(action, draft);
      if (renewed === draft) return;
      set({ drafts: withDraft(actionId, renewed), opened: openedAfter(actionId, false), kept: keptBesides(actionId) });
    },
    keepForRetry: (kept) => set({ kept }),
    pick: (field, open) => {
      if (open && state.picking !== field) set({ picking: field });
      else if (!open && state.picking === field) set({ picking: undefined });
    },
  };
}
