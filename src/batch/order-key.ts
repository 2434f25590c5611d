import type * as z from "zod/mini";
import type { createOrder } from "../catalog/actions/create-order";

/** A row's order as Place top-up order sends it, typed by the catalog's schema. */
export type OrderParams = z.output<typeof createOrder.params>;

/** What makes two orders the same top-up: the product, the player and the zone. */
export const orderKey = (order: Pick<OrderParams, "product_id" | "user_id" | "zone_id">) =>
  `${order.product_id}|${order.user_id}|${order.zone_id ?? ""}`;
