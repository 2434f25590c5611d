/** The sandbox's API keys. Plain data: the console imports it without pulling in the sandbox. */
export const DEMO_KEYS = {
  funded: "sk_demo_funded",
  low: "sk_demo_low",
  history: "sk_demo_history",
  anomalies: "sk_demo_anomalies",
  traps: "sk_demo_traps",
  rupiah: "sk_demo_rupiah",
  suspended: "sk_demo_suspended",
} as const;

export type DemoKeyName = keyof typeof DEMO_KEYS;
export type DemoKey = (typeof DEMO_KEYS)[DemoKeyName];
