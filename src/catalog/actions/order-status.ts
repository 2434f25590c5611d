import * as z from "zod/mini";
import { defineAction } from "../define-action";
import { about, text } from "../fields";

export const orderStatus = defineAction({
  id: "order_status",
  label: "Check order status",
  method: "GET",
  path: { console: "/order_status", rest: "/order_status" },
  params: z.object({
    order_id: z
      .optional(text())
      .check(about({ title: "Order ID", description: "The id the API gave the order.", examples: ["ord_000001"] })),
    reseller_ref: z
      .optional(text())
      .check(about({ title: "Your reference", description: "The reference you sent with the order." })),
  }),
  paramsIn: "query",
  spendsMoney: false,
  contractPublished: false,
  summary: "Look up one order by its id or by your reference.",
  example: { order_id: "ord_000001" },
});
