import { describe, expect, it } from "vitest";
import { parseInWorker } from "../../src/batch/parse-in-worker";
import { parseSheet } from "../../src/batch/parse-sheet";

describe("parseInWorker", () => {
  it("reads the file in the page where no worker can start (node has none), with the same result", async () => {
    const text = "product;user_id\r\n101;555\r\n";
    expect(typeof globalThis.Worker).toBe("undefined");
    expect(await parseInWorker(text)).toEqual(parseSheet(text));
  });
});
