/** mulberry32's step: its state grows by this much per number drawn. */
const STEP = 0x6d2b79f5;

/**
 * mulberry32: a tiny seeded generator, so every fresh sandbox seeds the same data. `skip` starts it
 * as if that many numbers had been drawn already, at no cost: the state is only `seed + n × STEP`.
 */
export function createPrng(seed: number, skip = 0): () => number {
  let state = (seed + Math.imul(skip, STEP)) >>> 0;
  return () => {
    state = (state + STEP) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick() needs a non-empty list");
  return item;
}
