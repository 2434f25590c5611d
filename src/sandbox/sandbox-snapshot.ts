import "../lib/zod-setup";
import * as z from "zod/mini";
import { LEDGER_ENTRY_TYPES } from "./account";
import { DEMO_KEYS } from "./demo-keys";
import { FAULT_KINDS } from "./faults";
import type { AccountKey } from "./seed-accounts";

/** Accounts are saved under their names, never their keys: nothing stored holds a key. */
export const ACCOUNT_NAMES = ["funded", "low", "history", "anomalies", "traps", "rupiah"] as const;
export type AccountName = (typeof ACCOUNT_NAMES)[number];
export const accountKeyOf = (name: AccountName): AccountKey => DEMO_KEYS[name];

/** Money in the account's minor units: cents, or whole Rupiah. */
const minor = z.int();
const time = z.number();

const Order = z.object({
  order_id: z.string(),
  reseller_ref: z.string(),
  product_id: z.int(),
  game_id: z.int(),
  user_id: z.string(),
  zone_id: z.nullable(z.string()),
  price: minor,
  createdAt: time,
  failsAt: z.nullable(time),
  refundedAt: z.nullable(time),
  stalled: z.optional(z.boolean()),
});

const LedgerEntry = z.object({
  transaction_id: z.string(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  amount: minor,
  balance_after: minor,
  order_id: z.nullable(z.string()),
  description: z.string(),
  createdAt: time,
});

const AccountChanges = z.object({ orders: z.array(Order), ledger: z.array(LedgerEntry) });
const RateWindow = z.object({ start: time, count: z.int().check(z.minimum(0)) });

/** Faults in force (none: off), with how many authenticated requests have met them. */
const Faults = z.object({
  rate: z.number().check(z.positive(), z.maximum(1)),
  kinds: z.array(z.enum(FAULT_KINDS)).check(z.minLength(1)),
  seed: z.uint32(),
  drawn: z.int().check(z.minimum(0)),
});
const RateLimit = z.object({ limit: z.int().check(z.positive()), windowMs: z.int().check(z.positive()) });

const byAccount = <T extends z.ZodMiniType>(value: T) => z.partialRecord(z.enum(ACCOUNT_NAMES), value);

/**
 * Everything a sandbox holds, as plain data that survives a reload: the seed's anchor, how far
 * its clock was moved, each used account's changes since its seed, and the rate-limit windows;
 * then, only when set, the faults in force and a rate limit other than the app's own.
 * Read back through this schema, so a damaged copy is found before it is used. The last two are
 * optional, so a copy kept before they existed still reads.
 */
export const SandboxSnapshot = z.object({
  version: z.literal(1),
  anchor: time,
  clockOffset: z.number().check(z.minimum(0)),
  accounts: byAccount(AccountChanges),
  rateWindows: byAccount(RateWindow),
  faults: z.optional(Faults),
  rateLimit: z.optional(RateLimit),
});
export type SandboxSnapshot = z.infer<typeof SandboxSnapshot>;
