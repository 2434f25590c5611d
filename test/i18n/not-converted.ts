/**
 * Components that still write English into their JSX. Converting one moves it from here to
 * CONVERTED in jsx-text.test.ts; a new component belongs in neither list until it has no English left.
 */
export const NOT_CONVERTED = [
  "src/features/history/entry-request.tsx",
  "src/features/history/entry-response.tsx",
  "src/features/history/history-entry-view.tsx",
  "src/features/history/history-filters.tsx",
  "src/features/history/history-list.tsx",
  "src/features/history/history-panel.tsx",
  "src/features/history/history-transfer.tsx",
  "src/features/history/set-aside-notice.tsx",
  "src/features/history/share-link-button.tsx",
  "src/features/order-tracking/order-tracking.tsx",
  "src/features/order-tracking/tracked-order-view.tsx",
];
