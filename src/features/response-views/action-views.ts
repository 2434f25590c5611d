/**
 * The view a response gets beside the usual ones, by the action that asked for it: a wallet's
 * entries as a ledger, sales figures as a chart. Shown only when the body holds what they read.
 */
export type ActionView = "Ledger" | "Chart";

/** Every view of a response, each a tab over the body. */
export type ResponseTab = "Raw" | "Pretty" | "Tree" | ActionView | "Table" | "Headers";

const VIEWS: Record<string, ActionView> = {
  wallet_history: "Ledger",
  statistics: "Chart",
};

export const actionViewFor = (actionId: string): ActionView | undefined => VIEWS[actionId];

/**
 * The view an action's answer opens in when the user has chosen none for it: sales figures read
 * best as their chart. Shown once the body has been read and holds one; Raw until then.
 */
export const openingViewFor = (actionId: string): ActionView | undefined =>
  VIEWS[actionId] === "Chart" ? "Chart" : undefined;
