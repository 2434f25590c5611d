const EXTENSIONS: [RegExp, string][] = [
  [/json/i, "json"],
  [/html/i, "html"],
  [/xml/i, "xml"],
  [/csv/i, "csv"],
];

/** "wallet_history-20261122-071530.json": the action and when it was received, in UTC. */
export function bodyFileName(
  actionId: string,
  receivedAt: Date,
  contentType: string | undefined,
  extension?: string,
): string {
  const stamp = receivedAt.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  const type = extension ?? EXTENSIONS.find(([pattern]) => pattern.test(contentType ?? ""))?.[1] ?? "txt";
  return `${actionId}-${stamp}.${type}`;
}
