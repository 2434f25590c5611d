import type { RequestSpec } from "../../src/request/request-spec";

/** The requests every renderer's exact-output tests start from. */
export const get: RequestSpec = {
  method: "GET",
  url: "https://api.example.com/v1/products?game_id=1",
  headers: [["Authorization", "Bearer sk_live_123"]],
};

export function post(path: string, body: string): RequestSpec {
  return {
    method: "POST",
    url: `https://api.example.com/v1${path}`,
    headers: [
      ["Authorization", "Bearer sk_live_123"],
      ["Content-Type", "application/json"],
    ],
    body,
  };
}

/** A GET whose extra query parameter holds the key too, as typed by someone trying `?api_key=`. */
export const keyInQuery: RequestSpec = {
  method: "GET",
  url: "https://api.example.com/v1/balance?api_key=sk_live_123&game_id=1",
  headers: [["Authorization", "Bearer sk_live_123"]],
};
