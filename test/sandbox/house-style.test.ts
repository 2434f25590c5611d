import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Answer, houseAnswers } from "./house-answers";

/**
 * Recorded from the sandbox before accounts could answer in another style (see house-answers.ts
 * for the walk), so a change to how one account answers cannot slip into the others' answers.
 */
const recorded = JSON.parse(
  readFileSync(new URL("./fixtures/house-answers.json", import.meta.url), "utf8"),
) as Answer[];

describe("keys that answer in the sandbox's own style", () => {
  it("answer every action, refusal and check exactly as recorded: status, headers and body", async () => {
    const answers = await houseAnswers();
    expect(answers.map((answer) => answer.request)).toEqual(recorded.map((answer) => answer.request));
    for (const [index, answer] of answers.entries()) expect(answer, answer.request).toEqual(recorded[index]);
  });
});
