/**
 * Every message the console writes, in English: the source catalog. Other catalogs are typed as
 * `Messages`, so a key missing in one (or one too many) fails the typecheck. What the API spells —
 * paths, parameter and field names, header names, status codes, bodies — is never in a catalog.
 * A message with parameters is a function; counted phrases go through `plural`.
 */
export const en = {
  language: {
    label: "Language",
    /** Shown beside the control in every language, so an Indonesian reader finds it. */
    nativeHint: "Bahasa",
    loading: "Loading the language…",
    failed: "This language could not be loaded; the console stays in the current one.",
  },
  top: {
    title: "Reseller API Console",
    skipLinks: "Skip links",
    skipToForm: "Skip to the form",
    skipToResponse: "Skip to the response",
    history: "History",
    settings: "Settings",
    openingSettings: "Opening the settings…",
    openingHistory: "Opening the history…",
    actions: "Actions",
  },
  environment: {
    label: "Environment",
    liveOption: (name: string) => `${name} (LIVE — real money)`,
    live: "LIVE — real money",
    notLive: "Not live",
    noRealMoney: ": no real money",
    editedBefore: "Base URL edited: requests go to the Base URL field, not to",
    useEnvironments: "Use the environment's",
  },
  apiKey: {
    label: "API key",
    title: "Sent as Authorization: Bearer …; kept in this page only unless remembered (Settings)",
    show: "Show key",
    hide: "Hide key",
    useDemo: "Use demo key",
    demo: "Demo key",
    otherDemos: "Other demo keys",
    demoKeys: "Demo keys",
    loading: "Loading…",
  },
  settingsDialog: {
    title: "Settings",
    done: "Done",
  },
  theme: {
    label: "Theme",
    system: "System",
    light: "Light",
    dark: "Dark",
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
  },
  /** Parameter titles by parameter name (the name itself is shown beside, as the API spells it). */
  fieldTitles: {
    order_id: "Order ID",
    reseller_ref: "Your reference",
    product_id: "Product ID",
    user_id: "Player user ID",
    zone_id: "Zone ID",
    game_id: "Game ID",
    page: "Page",
    limit: "Limit",
    from: "From",
    to: "To",
  },
  confirmOrder: {
    title: "Place this order?",
    live: (environment: string | undefined) =>
      `LIVE — real money: this order is placed on ${environment ?? "a live API"} and real money will be spent.`,
    retrying:
      "This repeats the last attempt with the same reference, so an API that already placed it can recognise it.",
    spendsBefore: "This spends the wallet balance of the key you entered. It is sent to",
    asListed: "(as listed)",
    place: "Place order",
    goBack: "Go back",
  },
  /** What each action does, under its name. */
  actionSummaries: {
    balance: "Read the balance of the reseller's wallet.",
    games: "List the games on offer.",
    products: "List the top-up packages, optionally for one game.",
    validate_player: "Check that a player account exists in a game before ordering.",
    create_order: "Buy a top-up package for a player. Spends the wallet balance.",
    order_status: "Look up one order by its id or by your reference.",
    wallet_history: "The wallet's debits, refunds and top-ups.",
    statistics: "Sales totals by day and game.",
  },
  /** The actions' names; the spec's English label stays beside them as secondary text. */
  actionLabels: {
    balance: "Check wallet balance",
    games: "List games",
    products: "List packages",
    validate_player: "Validate player ID",
    create_order: "Place top-up order",
    order_status: "Check order status",
    wallet_history: "Wallet transactions log",
    statistics: "Sales stats",
  },
};

export type Messages = typeof en;
export type ActionLabelId = keyof Messages["actionLabels"];
