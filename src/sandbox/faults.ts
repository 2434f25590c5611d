import { createPrng, pick } from "./prng";

/** What the sandbox can do wrong on purpose (POST /v1/_sandbox/faults), in the order it picks from. */
export const FAULT_KINDS = ["server_error", "rate_limited", "timeout", "lost_answer"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Faults in force: the share of authenticated requests that fail, how, and the seed of their order. */
export interface FaultSetting {
  /** Above 0 (off is no setting at all), at most 1 (every request). */
  rate: number;
  /** Non-empty, in FAULT_KINDS order, each once. */
  kinds: FaultKind[];
  /** An unsigned 32-bit whole number. */
  seed: number;
}

export const DEFAULT_FAULT_SEED = 1;

/** The kinds as a setting keeps them: FAULT_KINDS order, each once, so the order sent does not matter. */
export const normalKinds = (kinds: readonly FaultKind[]): FaultKind[] =>
  FAULT_KINDS.filter((kind) => kinds.includes(kind));

/**
 * The fate of the `n`-th authenticated request (from 0) under `setting`: a kind, or null to answer
 * normally. Each request takes two numbers from the seed's sequence, whatever its fate, so a fate
 * depends only on the setting and `n`: the first says whether it fails (below `rate`), the second
 * which kind. With the same seed, a higher rate fails the same requests and more.
 */
export function fateOf(setting: FaultSetting, n: number): FaultKind | null {
  const random = createPrng(setting.seed, 2 * n);
  const fails = random() < setting.rate;
  const kind = pick(setting.kinds, random);
  return fails ? kind : null;
}

/** Faults as a sandbox keeps them: the setting, and how many authenticated requests have met it. */
export interface FaultState extends FaultSetting {
  drawn: number;
}

export interface Faults {
  /** The faults in force, or null when they are off. */
  setting(): FaultSetting | null;
  /** Puts a setting in force (null or a rate of 0: off) and counts requests again from the first. */
  set(setting: FaultSetting | null): void;
  /** The fate of the next authenticated request, counting it. */
  next(): FaultKind | null;
  save(): FaultState | null;
  restore(saved: FaultState | null): void;
}

export function createFaults(): Faults {
  let state: FaultState | null = null;
  return {
    setting: () => (state ? { rate: state.rate, kinds: [...state.kinds], seed: state.seed } : null),
    set(setting) {
      state = setting && setting.rate > 0 ? { ...setting, kinds: normalKinds(setting.kinds), drawn: 0 } : null;
    },
    next() {
      if (!state) return null;
      const fate = fateOf(state, state.drawn);
      state.drawn += 1;
      return fate;
    },
    save: () => (state ? { ...state, kinds: [...state.kinds] } : null),
    restore(saved) {
      state = saved ? { ...saved, kinds: normalKinds(saved.kinds) } : null;
    },
  };
}
