/** Records in the order they were made, each stamped with the sandbox time it was made at. */
export interface Records<T extends { createdAt: number }> {
  readonly length: number;
  /** The record at `index`, or undefined outside 0 to length - 1. */
  at(index: number): T | undefined;
  /** The record's createdAt, without building the record. */
  createdAt(index: number): number | undefined;
}

/**
 * An append-only list of records. Its first records may come from a compact seed that builds
 * each one only when it is read (the long history holds 50,000 orders that way); the records
 * added later are kept as the objects they are.
 */
export interface RecordList<T extends { createdAt: number }> extends Records<T>, Iterable<T> {
  push(record: T): void;
}

export function emptyRecords<T extends { createdAt: number }>(): Records<T> {
  return { length: 0, at: () => undefined, createdAt: () => undefined };
}

export function createRecordList<T extends { createdAt: number }>(seeded: Records<T> = emptyRecords()): RecordList<T> {
  const added: T[] = [];
  const at = (index: number): T | undefined => {
    if (index < 0) return undefined;
    return index < seeded.length ? seeded.at(index) : added[index - seeded.length];
  };
  return {
    get length() {
      return seeded.length + added.length;
    },
    at,
    createdAt: (index) => (index >= 0 && index < seeded.length ? seeded.createdAt(index) : at(index)?.createdAt),
    push(record) {
      added.push(record);
    },
    *[Symbol.iterator]() {
      for (let index = 0; index < seeded.length; index++) {
        const record = seeded.at(index);
        if (record) yield record;
      }
      yield* added;
    },
  };
}
