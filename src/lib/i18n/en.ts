import type { BaseUrlProblem } from "../parse-url";
import type { ZodWords } from "../zod-setup";
import type { CatalogText } from "./catalog-text";
import type { Parts } from "./parts";
import { pluralForm } from "./plural";

/**
 * The first screen's messages, in English: the source catalog. Areas loaded later keep their
 * messages beside them (`defineMessages`). Other catalogs are typed as
 * `Messages`, so a key missing in one (or one too many) fails the typecheck. What the API spells —
 * paths, parameter and field names, header names, status codes, bodies — is never in a catalog.
 * A message with parameters is a function; counted phrases go through `plural`.
 */
export const en = {
  top: {
    title: "Reseller API Console",
    skipLinks: "Skip links",
    skipToForm: "Skip to the form",
    skipToResponse: "Skip to the response",
    history: "History",
    settings: "Settings",
    openingSettings: "Opening the settings…",
    openingHistory: "Opening the history…",
    batch: "Batch orders",
    /** What the bar's button shows: the start of its name (`batch`), so the bar keeps one line. */
    batchShort: "Batch",
    openingBatch: "Opening batch orders…",
    reconcile: "Reconcile the wallet",
    /** What the bar's button shows: the start of its name (`reconcile`). */
    reconcileShort: "Reconcile",
    openingReconcile: "Opening the reconciliation…",
    actions: "Actions",
  },
  environment: {
    label: "Environment",
    embedded: "Embedded sandbox",
    liveOption: (name: string) => `${name} (LIVE — real money)`,
    live: "LIVE — real money",
    notLive: "Not live",
    /** What a screen reader hears for the "Not live" tag. */
    notLiveSaid: "Not live: no real money",
    /** `url`: the environment's own base URL, as an element. */
    edited: <T>(url: T): Parts<T> => ["Base URL edited: requests go to the Base URL field, not to ", url, "."],
    useEnvironments: "Use the environment's Base URL",
  },
  baseUrl: {
    label: "Base URL",
    sandbox: "Embedded sandbox: runs in this page, no real money",
    remote: "Requests go to this address from your browser",
    /** What is wrong with it: the check's own English. */
    problem: (check: { problem: BaseUrlProblem; message: string; got?: string }) => check.message,
  },
  /** The panels by id (PanelBoundary's `name`), as `panelProblem` names them. */
  panels: {
    headerTools: "header tools",
    actionPicker: "action picker",
    actionForm: "action form",
    responseView: "response view",
    answerMap: "answer map",
    contractCheck: "contract check",
    orderTracking: "order tracking",
    requestTools: "request tools",
    historyPanel: "history panel",
    batchPanel: "batch panel",
    reconcilePanel: "reconciliation panel",
  },
  /** `panel` is one of `panels`. */
  panelProblem: (panel: string, problem: string) => `The ${panel} hit a problem: ${problem}`,
  tryAgain: "Try again",
  /** `key`: where they were set aside (the storage key, as an element). */
  formsSetAside: <T>(count: number | "all", key: T): Parts<T> =>
    count === "all"
      ? ["Saved form values could not be read and were set aside in ", key, "."]
      : pluralForm("en-US", count, {
          one: ["One saved form could not be read and was set aside in ", key, "."],
          other: [`${count} saved forms could not be read and were set aside in `, key, "."],
        }),
  /** Under the top bar when the embedded sandbox's kept state was lost or cannot be kept. */
  sandboxProblem: {
    damaged:
      "The embedded sandbox's saved state could not be read, so it started again from its seed: balances, orders and its clock are back at their start.",
    unavailable:
      "This browser does not let the embedded sandbox keep its state: its orders and balances last only until the page is reloaded.",
  },
  apiKey: {
    label: "API key",
    title: "Sent as Authorization: Bearer …; kept in this page only unless remembered (Settings)",
    show: "Show key",
    hide: "Hide key",
    useDemo: "Use demo key",
    demo: "Demo",
    otherDemos: "Other demo keys",
    demoKeys: "Demo keys",
    openingDemoKeys: "Opening the list…",
  },
  response: {
    title: "Response",
    sending: "Sending…",
    empty: "Send a request to see what comes back.",
    sent: "Sent:",
    loadingViews: "Loading the views…",
  },
  curl: {
    import: "Import cURL",
    /** What the bar's button shows: the end of its name (`import`), so the bar keeps one line. */
    importShort: "cURL",
    opening: "Opening…",
  },
  contract: {
    check: "Check against the contract",
    opening: "Opening the contract check…",
  },
  preview: {
    title: "Request",
    headers: "Request headers",
    body: "Request body",
  },
  picker: {
    legend: "Action",
    spendsMoney: "spends money",
  },
  form: {
    parameters: (action: string) => `${action} parameters`,
    guessedContract:
      "The API does not publish this action's parameters: these are a sensible guess. Add others below if your API expects them.",
    noAuthorizationImported: 'Sent without an Authorization header, as imported: "Fix to match the contract" adds it.',
    noKey: "No API key entered: the request will be sent without an Authorization header.",
    send: "Send",
    cancel: "Cancel",
    reset: "Reset",
    sends: "sends",
    toResponse: "goes to the response",
    cancels: "cancels",
    noParameters: "This action takes no parameters.",
    required: "(required)",
    optional: "(optional)",
    choose: "Choose…",
    leftOut: "(left out)",
    notValidYet: "Some fields are not valid yet: Send will point them out.",
    extraQuery: "Extra query parameters",
    extraName: (n: number) => `Extra parameter ${n} name`,
    extraValue: (n: number) => `Extra parameter ${n} value`,
    extraRemove: (n: number) => `Remove parameter ${n}`,
    extraAdd: "Add query parameter",
    extraWarning:
      "Extra parameters are sent as typed, after the form's own, with no check and no encoding: write %26 for &, %2B for +.",
    rawBody: "Edit raw JSON body",
    rawKept: "Your raw body is kept: switch it back on to get it, with the fields' changes.",
    apiSays: (message: string) => `The API says: ${message}`,
    manyPlayers: "Order for many players",
  },
};

/**
 * A catalog: English needs no catalog text (the catalog is English) and no words for zod (zod-setup
 * is English); every other language must have both.
 */
/** A panel of the page, by id. */
export type PanelId = keyof typeof en.panels;

export type Messages = typeof en & { catalogText?: CatalogText; zod?: ZodWords };
export type Translation = typeof en & { catalogText: CatalogText; zod: ZodWords };
