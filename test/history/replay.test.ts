import { describe, expect, it } from "vitest";
import { replayEntry } from "../../src/features/history/replay";
import { makeHistoryEntry } from "../../src/history/make-entry";
import type { RequestSpec } from "../../src/request/request-spec";
import { KEY } from "./fixtures";

const entryOf = (spec: RequestSpec) =>
  makeHistoryEntry(
    {
      id: "h-1",
      sentAt: 1,
      actionId: "validate_player",
      target: { environment: "Embedded sandbox", baseUrl: "https://sandbox.invalid/v1", pathStyle: "console" },
      spec,
      record: { kind: "failure", failure: "network", detail: "", durationMs: 1, receivedAt: 2 },
    },
    { maxBodyBytes: 1024 },
  );

describe("replaying an entry", () => {
  it("brings back a raw body with its Content-Type and how Authorization was written, the key current", () => {
    const replay = replayEntry(
      entryOf({
        method: "POST",
        url: "https://sandbox.invalid/v1/validate_player",
        headers: [
          ["Authorization", `Bearer  ${KEY}`],
          ["Content-Type", "text/plain"],
        ],
        body: '{"game_id":"1"}',
      }),
      false,
    );
    expect(replay.ok && replay.replay.form.draft).toEqual({
      values: { game_id: "1", user_id: "" },
      extraQuery: [],
      rawBody: '{"game_id":"1"}',
      contentType: "text/plain",
      authorization: { before: "Bearer  ", after: "" },
    });
  });

  it("replays an entry sent without a key with the current key, not without Authorization", () => {
    const replay = replayEntry(
      entryOf({
        method: "POST",
        url: "https://sandbox.invalid/v1/validate_player",
        headers: [["Content-Type", "application/json"]],
        body: '{"game_id":1,"user_id":"7"}',
      }),
      false,
    );
    expect(replay.ok && replay.replay.form.draft).toEqual({
      values: { game_id: "1", user_id: "7" },
      extraQuery: [],
      rawBody: null,
    });
  });
});
