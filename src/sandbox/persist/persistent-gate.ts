import * as z from "zod/mini";
import { SandboxSnapshot } from "../sandbox-snapshot";
import type { Persistence } from "../state-gate";
import type { SnapshotStorage } from "./snapshot-storage";
import type { StateLock } from "./state-lock";

/** `damaged`: what was kept could not be read back, so the seed was used. `unavailable`: nothing can be kept. */
export type PersistenceProblem = "damaged" | "unavailable";

export interface PersistentGateOptions {
  storage: SnapshotStorage;
  lock: StateLock;
  /** Told once per problem met; the sandbox goes on answering either way. */
  onProblem: (problem: PersistenceProblem) => void;
  /** A new revision for each write. */
  newRevision?: () => string;
}

const Revision = z.object({ revision: z.string() });
const Stored = z.object({ revision: z.string(), snapshot: SandboxSnapshot });

const randomRevision = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Keeps the state in `storage`: each request, under the lock, first takes up what another tab
 * wrote (when the revision changed), then does its work, then writes the state back before its
 * answer goes. Damaged state is put back to the seed and reported; failing storage is reported
 * once, and the sandbox carries on in memory.
 */
export function persistentGate(options: PersistentGateOptions): Persistence {
  const newRevision = options.newRevision ?? randomRevision;
  return (state) => {
    let seen: string | undefined;
    let keeping = true;
    const stopKeeping = () => {
      keeping = false;
      options.onProblem("unavailable");
    };

    const takeUp = (raw: unknown) => {
      if (raw === undefined) return;
      const known = Revision.safeParse(raw);
      if (known.success && known.data.revision === seen) return;
      const stored = Stored.safeParse(raw);
      try {
        if (!stored.success) throw stored.error;
        state.restore(stored.data.snapshot);
      } catch {
        state.reset();
        options.onProblem("damaged");
      }
    };

    const keep = async <T>(work: () => T): Promise<T> => {
      if (!keeping) return work();
      try {
        takeUp(await options.storage.read());
      } catch {
        stopKeeping();
        return work();
      }
      const result = work();
      const revision = newRevision();
      try {
        await options.storage.write({ revision, snapshot: state.snapshot() });
        seen = revision;
      } catch {
        stopKeeping();
      }
      return result;
    };

    return { run: (work) => options.lock(() => keep(work)) };
  };
}
