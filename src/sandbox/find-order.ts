import type { Account, Order } from "./account";

const ORDER_ID = /^ord_(\d+)$/;

export function findOrderById(account: Account, orderId: string): Order | undefined {
  const number = ORDER_ID.exec(orderId)?.[1];
  const order = number === undefined ? undefined : account.orders.at(Number(number) - 1);
  // The number alone would also match ord_13 or ord_0000013.
  return order?.order_id === orderId ? order : undefined;
}

export function findOrderByRef(account: Account, ref: string): Order | undefined {
  return account.ordersByRef.get(ref) ?? account.seededOrderByRef(ref);
}
