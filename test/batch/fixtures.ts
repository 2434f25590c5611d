import type { HttpRecord } from "../../src/request/response-record";
import { httpRecord } from "../request/records";

/** A "List packages" answer in one common shape: wrapped in data, prices as numbers. */
export const packagesBody = {
  data: [
    { product_id: 101, game_id: 1, name: "86 Diamonds", price: 1.49, currency: "USD" },
    { product_id: 102, game_id: 1, name: "172 Diamonds", price: 2.99, currency: "USD" },
    { product_id: 201, game_id: 2, name: "100 Credits", price: 0.1, currency: "USD" },
    { product_id: 202, game_id: 2, name: "500 Credits", price: 0.2, currency: "USD" },
    { product_id: 203, game_id: 2, name: "Mystery box" },
  ],
};

/** A "List games" answer as a bare array. */
export const gamesBody = [
  { id: 1, name: "Arena of Legends", requires_zone: true, zone_label: "Server ID" },
  { id: 2, name: "Sky Raiders", requires_zone: false },
];

/** An answer as the batch's tests send it: a JSON object body unless told. */
export const answer = (status: number, body: unknown = {}, headers: [string, string][] = []): HttpRecord =>
  httpRecord(status, body, headers);
