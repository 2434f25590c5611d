/** Runs one piece of work at a time: no request reads the state while another is changing it. */
export type StateLock = <T>(work: () => Promise<T>) => Promise<T>;

/** One at a time in this page. */
export function pageLock(): StateLock {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const turn = last.then(work, work);
    last = turn.catch(() => undefined);
    return turn;
  };
}

/** One at a time in every tab of this browser (Web Locks), else in this page. */
export function browserLock(name: string, locks: LockManager | undefined = globalThis.navigator?.locks): StateLock {
  if (!locks) return pageLock();
  return (work) => locks.request(name, work);
}
