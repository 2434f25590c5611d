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
