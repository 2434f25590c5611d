import { createManualClock } from "../../src/sandbox/clock";
import { createSandboxApp, type SandboxOptions } from "../../src/sandbox/create-sandbox-app";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";

/** Sandbox time every test starts at: 2026-11-22 12:00:00 UTC. */
export const START = Date.UTC(2026, 10, 22, 12, 0, 0);

export interface ErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string[]>;
    details?: Record<string, unknown>;
    request_id: string;
  };
}

export interface DataBody<T = Record<string, unknown>> {
  data: T;
  meta?: Record<string, unknown>;
}

export type Order = {
  order_id: string;
  reseller_ref: string;
  status: string;
  price: number;
  refunded: boolean;
  [key: string]: unknown;
};

/** A wallet history entry as the sandbox's own style lists it. */
export interface Entry {
  transaction_id: string;
  type: string;
  amount: number;
  balance_after: number;
  order_id: string | null;
  created_at: string;
}

/** Dollars as sent, in the cents the sandbox keeps, so sums compare exactly. */
export const cents = (dollars: number) => Math.round(dollars * 100);

type Headers = Record<string, string>;

/** A fresh app on a manual clock, with shorthands that send a demo key. */
export function sandbox(options: SandboxOptions = {}) {
  const clock = createManualClock(START);
  const app = createSandboxApp({ clock, reportError: () => undefined, ...options });
  const withKey = (key: string | null, headers: Headers): Headers =>
    key === null ? headers : { Authorization: `Bearer ${key}`, ...headers };
  return {
    app,
    clock,
    get: (path: string, key: string | null = DEMO_KEYS.funded, headers: Headers = {}) =>
      app.request(path, { headers: withKey(key, headers) }),
    post: (path: string, body: unknown, key: string | null = DEMO_KEYS.funded, headers: Headers = {}) =>
      app.request(path, {
        method: "POST",
        headers: withKey(key, { "Content-Type": "application/json", ...headers }),
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
  };
}

export type Sandbox = ReturnType<typeof sandbox>;

export async function errorOf(response: Response): Promise<ErrorBody["error"]> {
  return ((await response.json()) as ErrorBody).error;
}

export async function dataOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  return ((await response.json()) as DataBody<T>).data;
}

/** What `orderBody()` buys, as an order in either answer style names it. */
export const ORDER_ITEM = {
  game_id: 1,
  game_name: "Arena of Legends",
  product_id: 101,
  product_name: "86 Diamonds",
  user_id: "123456789",
  zone_id: "2001",
} as const;

export function orderBody(overrides: Record<string, unknown> = {}) {
  return { product_id: 101, user_id: "123456789", zone_id: "2001", reseller_ref: "ref-1", ...overrides };
}
