import * as z from "zod/mini";
import { defineAction } from "../define-action";
import { about, digits, text, wholeNumber } from "../fields";
import { newReference } from "../new-reference";

export const createOrder = defineAction({
  id: "create_order",
  label: "Place top-up order",
  method: "POST",
  path: { console: "/create_order", rest: "/orders" },
  params: z.object({
    product_id: wholeNumber().check(
      about({ title: "Product ID", description: "The package to buy.", examples: [101] }),
    ),
    user_id: digits().check(
      about({
        title: "Player user ID",
        description: "The player's account id in the game. Sent as a JSON string.",
        examples: ["123456789"],
      }),
    ),
    zone_id: z.optional(digits()).check(
      about({
        title: "Zone ID",
        description: "The player's server or zone, sent as a JSON string. Left out when empty.",
        examples: ["2001"],
      }),
    ),
    reseller_ref: text().check(
      about({
        title: "Your reference",
        description: "Your own reference for this order. A fresh one is filled in for every attempt.",
        examples: ["ref-20261122-a1b2c3"],
      }),
    ),
  }),
  paramsIn: "body",
  spendsMoney: true,
  contractPublished: true,
  // The reference is the order's idempotency key: a retry must not reuse it by accident.
  fresh: { reseller_ref: () => newReference() },
  summary: "Buy a top-up package for a player. Spends the wallet balance.",
  example: { product_id: 101, user_id: "123456789", zone_id: "2001", reseller_ref: "ref-20261122-a1b2c3" },
});
