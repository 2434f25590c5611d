import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { SPECIAL_PLAYERS } from "../../src/sandbox/special-players";
import { orderBody, sandbox } from "./sandbox-kit";

/**
 * One step of a walk through every action with the keys that answer in the sandbox's own style:
 * a request, or sandbox time moving on.
 */
type Step =
  | { get: string; key?: string | null }
  | { post: string; body: unknown; key?: string | null; headers?: Record<string, string> }
  | { advance: number };

export interface Answer {
  request: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

const failing = { product_id: 201, user_id: SPECIAL_PLAYERS.failsFulfilment, reseller_ref: "house-fail" };

/** Every action, each refusal an action can give, and the checks made before an action runs. */
function walk(key: string): Step[] {
  return [
    { get: "/v1/balance", key },
    { get: "/v1/games", key },
    { get: "/v1/products", key },
    { get: "/v1/products?game_id=2", key },
    { get: "/v1/products?game_id=9", key },
    { post: "/v1/players/validate", body: { game_id: 1, user_id: "123456789" }, key },
    { post: "/v1/validate_player", body: { game_id: 1, user_id: SPECIAL_PLAYERS.unknown }, key },
    { post: "/v1/players/validate", body: { game_id: 9, user_id: "123456789" }, key },
    { post: "/v1/orders", body: orderBody({ reseller_ref: "house-1" }), key },
    { post: "/v1/create_order", body: orderBody({ reseller_ref: "house-1" }), key },
    { post: "/v1/orders", body: orderBody({ reseller_ref: "house-1", user_id: "987654321" }), key },
    { post: "/v1/orders", body: orderBody({ reseller_ref: "house-2", product_id: 999 }), key },
    { post: "/v1/orders", body: orderBody({ reseller_ref: "house-3", zone_id: undefined }), key },
    { post: "/v1/orders", body: orderBody({ reseller_ref: "house-4", user_id: SPECIAL_PLAYERS.unknown }), key },
    { post: "/v1/orders", body: orderBody({ reseller_ref: "house-5", product_id: 104 }), key },
    { post: "/v1/orders", body: failing, key },
    { post: "/v1/orders", body: { product_id: "x" }, key },
    { post: "/v1/orders", body: "{not json", key },
    { post: "/v1/orders", body: "{}", key, headers: { "Content-Type": "text/plain" } },
    { get: "/v1/order_status?reseller_ref=house-1", key },
    { advance: 6_000 },
    { get: "/v1/order_status?reseller_ref=house-fail", key },
    { advance: 10_000 },
    { get: "/v1/order_status?reseller_ref=house-1", key },
    { get: "/v1/order_status?reseller_ref=house-fail", key },
    { get: "/v1/order_status?order_id=ord_000001", key },
    { get: "/v1/order_status?order_id=ord_999999", key },
    { get: "/v1/order_status", key },
    { get: "/v1/wallet_history?limit=4", key },
    { get: "/v1/wallet_history?limit=4&page=2", key },
    { get: "/v1/wallet_history?from=2026-11-20&to=2026-11-22", key },
    { get: "/v1/wallet_history?from=2026-11-22&to=2026-11-20", key },
    { get: "/v1/statistics", key },
    { get: "/v1/statistics?from=2026-11-18&to=2026-11-22&game_id=1", key },
    { get: "/v1/balance", key },
  ];
}

const STEPS: Step[] = [
  ...walk(DEMO_KEYS.funded),
  ...walk(DEMO_KEYS.low),
  ...walk(DEMO_KEYS.anomalies),
  { get: "/v1/wallet_history?limit=3", key: DEMO_KEYS.history },
  { get: "/v1/statistics?from=2026-11-21&to=2026-11-22", key: DEMO_KEYS.history },
  { get: "/v1/balance", key: DEMO_KEYS.suspended },
  { get: "/v1/balance", key: "sk_live_unknown" },
  { get: "/v1/balance", key: null },
  { get: "/v1/nowhere", key: DEMO_KEYS.funded },
];

/** Walks the steps on a fresh sandbox and records each answer whole: status, every header, the body. */
export async function houseAnswers(): Promise<Answer[]> {
  let count = 0;
  const box = sandbox({ requestId: () => `req_house_${++count}` });
  const answers: Answer[] = [];
  for (const step of STEPS) {
    if ("advance" in step) {
      box.clock.advance(step.advance);
      continue;
    }
    const response =
      "get" in step ? await box.get(step.get, step.key) : await box.post(step.post, step.body, step.key, step.headers);
    const request =
      "get" in step ? `GET ${step.get} ${step.key}` : `POST ${step.post} ${step.key} ${JSON.stringify(step.body)}`;
    answers.push({
      request,
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    });
  }
  return answers;
}
