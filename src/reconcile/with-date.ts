/** A finding's `at`, only when there is a date: a finding with none has no `at` key at all. */
export const withDate = (at: string | undefined) => (at === undefined ? {} : { at });
