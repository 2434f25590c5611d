import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HistoryList } from "../../src/features/history/history-list";
import { FailureExplanation } from "../../src/features/response-views/failure-explanation";
import { summarize } from "../../src/history/summarize";
import { balanceEntry } from "./fixtures";

// The store and the import set such records aside; the views still must not take the page down.
describe("views given a record no check let through", () => {
  it("the history list names an action the catalog does not know", () => {
    const summary = summarize(balanceEntry("x", Date.UTC(2026, 0, 1), { actionId: "format_disk" }));
    const noop = () => undefined;
    render(
      <HistoryList
        summaries={[summary]}
        selected={new Set()}
        openId={undefined}
        onSelect={noop}
        onOpen={noop}
        onPin={noop}
      />,
    );
    expect(screen.getAllByRole("row")[1]).toHaveTextContent('Unknown action "format_disk"');
    expect(screen.getByRole("button", { name: /^Open Unknown action "format_disk" at / })).toBeVisible();
  });

  it("the failure explanation names a relative URL as written", () => {
    render(
      <FailureExplanation
        record={{ kind: "failure", failure: "network", detail: "Failed to fetch", durationMs: 1, receivedAt: 2 }}
        spec={{ method: "GET", url: "/v1/balance", headers: [] }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The browser got no usable answer from /v1/balance.");
    expect(screen.getByRole("alert")).toHaveTextContent("curl '/v1/balance'");
  });
});
