/**
 * Components that still write English into their JSX. Converting one moves it from here to
 * CONVERTED in jsx-text.test.ts; a new component belongs in neither list until it has no English left.
 */
export const NOT_CONVERTED = [
];
