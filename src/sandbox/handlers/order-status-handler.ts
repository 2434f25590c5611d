import { orderStatus } from "../../catalog/actions/order-status";
import { failure, success } from "../api-result";
import { defineHandler } from "../define-handler";
import { findOrderById, findOrderByRef } from "../find-order";
import { PROXY_NOT_FOUND_PAGE } from "../proxy-not-found-page";
import { fieldsFailure } from "../validation-error";

const GIVE_ONE = "Give order_id or reseller_ref";

export const orderStatusHandler = defineHandler(orderStatus, ({ order_id, reseller_ref }, { account, now, style }) => {
  if (order_id === undefined && reseller_ref === undefined) {
    return fieldsFailure({ order_id: [GIVE_ONE], reseller_ref: [GIVE_ONE] }, `${GIVE_ONE}.`);
  }
  const order = order_id !== undefined ? findOrderById(account, order_id) : findOrderByRef(account, reseller_ref ?? "");
  // When both are given they must name the same order.
  const matches = order && (reseller_ref === undefined || order.reseller_ref === reseller_ref);
  if (!matches || order.statusAsPage) {
    const notFound = failure("ORDER_NOT_FOUND", "No order of this account matches.", {
      details: { ...(order_id !== undefined && { order_id }), ...(reseller_ref !== undefined && { reseller_ref }) },
    });
    // A planted order is asked about through a wrong route: the page says nothing of it.
    return matches ? { ...notFound, page: PROXY_NOT_FOUND_PAGE } : notFound;
  }
  return success(style.order(order, now));
});
