/** What is kept: a snapshot, and a revision that changes with every write, so a tab sees another's. */
export interface StoredSnapshot {
  revision: string;
  snapshot: unknown;
}

/** Where one browser keeps its sandbox. Whatever `read` gives is checked before it is used. */
export interface SnapshotStorage {
  /** The record last written, or undefined when there is none. */
  read(): Promise<unknown>;
  write(record: StoredSnapshot): Promise<void>;
}
