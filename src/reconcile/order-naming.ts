/**
 * How a finding or a Not matched item names its order: the order id and the reference, each only
 * when known (a missing one is left out, not written as undefined).
 */
export const orderNaming = (orderId: string | undefined, reference: string | undefined) => ({
  ...(orderId === undefined ? {} : { orderId }),
  ...(reference === undefined ? {} : { reference }),
});
