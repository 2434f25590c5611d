import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const src = fileURLToPath(new URL("../../src", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

// The mutation cache is the one record of sends. A panel that reads it on its own (a subscription
// of its own, a useMutationState of its own) is how a second copy of the sends comes back: the
// shared selector and subscription (send-record.ts) and the retention rule (send-retention.ts) are
// the only readers.
it("reads react-query's mutation cache in send-record.ts and send-retention.ts only", () => {
  const readers = sources(src)
    .filter((file) => /getMutationCache\(|useMutationState\(|useIsMutating\(/.test(readFileSync(file, "utf8")))
    .map((file) => relative(src, file).split("\\").join("/"))
    .sort();
  expect(readers).toEqual(["queries/send-record.ts", "queries/send-retention.ts"]);
});
