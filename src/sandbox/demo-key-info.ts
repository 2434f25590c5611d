import { DEMO_KEYS, type DemoKey, type DemoKeyName } from "./demo-keys";

/** What each demo key is for: the console's list and the sandbox docs read it; the first screen needs only the keys. */
export interface DemoKeyInfo {
  name: DemoKeyName;
  key: DemoKey;
  label: string;
  description: string;
}

export const demoKeys: readonly DemoKeyInfo[] = [
  {
    name: "funded",
    key: DEMO_KEYS.funded,
    label: "Funded reseller",
    description: "A generous balance (about 10,000 USD) and a few recent orders: try every action.",
  },
  {
    name: "low",
    key: DEMO_KEYS.low,
    label: "Nearly empty wallet",
    description: "1.20 USD left: one 0.99 package at most, then INSUFFICIENT_BALANCE.",
  },
  {
    name: "history",
    key: DEMO_KEYS.history,
    label: "Long history",
    description: "A year of trading: over 50,000 wallet entries. wallet_history?limit=50000 returns more than 5 MB.",
  },
  {
    name: "anomalies",
    key: DEMO_KEYS.anomalies,
    label: "Wallet with trouble",
    description:
      "Ten days of trading with five troubles to reconcile: a double debit, a missing refund, a double refund, a debit of the wrong amount and an order stuck processing.",
  },
  {
    name: "traps",
    key: DEMO_KEYS.traps,
    label: "Wallet with ledger traps",
    description:
      "A day of trading laid with the traps of real ledgers: a service fee, a status check answered by an HTML 404 page, two debits in one second, a refund past midnight and a refund of an order that succeeded.",
  },
  {
    name: "rupiah",
    key: DEMO_KEYS.rupiah,
    label: "Rupiah wallet, market style",
    description:
      "Answers as Indonesian top-up APIs do: {status, data}, refusals as HTTP 200 with error_msg, Rupiah, Jakarta times, Pending then Sukses or Gagal; a week of history with two troubles to reconcile.",
  },
  {
    name: "suspended",
    key: DEMO_KEYS.suspended,
    label: "Suspended account",
    description: "A known key whose account is suspended: every action answers 403 ACCOUNT_SUSPENDED.",
  },
];

/** Each key's label and description by its name: the console's words for the keys in English. */
export const aboutDemoKeys = Object.fromEntries(
  demoKeys.map(({ name, label, description }) => [name, { label, description }]),
) as Record<DemoKeyName, { label: string; description: string }>;
