import type { Context } from "hono";
import type { Account, LedgerEntry, Order } from "./account";
import type { ApiResult } from "./api-result";
import type { Product } from "./game-catalog";
import type { SandboxEnv } from "./sandbox-env";

/**
 * How an account speaks: its money, its clock, the shape of its records and its envelope. Handlers
 * decide what happens in the sandbox's own terms (an order placed, a refusal with its code) and
 * say it through the account's style, so one account can answer as the Indonesian top-up market
 * does while the others keep the sandbox's documented answers. Chosen per account in one place
 * (answer-style-of.ts).
 */
export interface AnswerStyle {
  /** ISO 4217 code of the account's money. */
  currency: string;
  /** A product's price on this account, in the account's minor units (cents, or whole Rupiah). */
  priceOf(product: Product): number;
  /** Minor units as a JSON number in the answer. */
  money(minor: number): number;
  /** Sandbox time as the answer writes it. */
  time(ms: number): string;
  /** How far the style's calendar runs ahead of UTC: the days `from`, `to` and `by_day` name. */
  dayOffsetMs: number;
  /** An order as Check order status shows it at sandbox time `now`. */
  order(order: Order, now: number): Record<string, unknown>;
  /** A wallet history entry. */
  entry(entry: LedgerEntry, account: Account): Record<string, unknown>;
  /** The answer to a request the account took up: its envelope and HTTP status. */
  send(c: Context<SandboxEnv>, result: ApiResult, headers?: Record<string, string>): Response;
}
