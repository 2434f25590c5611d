import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { englishInJsx } from "./jsx-text";
import { NOT_CONVERTED } from "./not-converted";

const repo = fileURLToPath(new URL("../..", import.meta.url));

/** Components whose every visible and spoken word comes from a catalog. */
const CONVERTED = [
  "src/app/app.tsx",
  "src/app/settings-dialog.tsx",
  "src/features/action-form/action-form.tsx",
  "src/features/action-form/confirm-order-dialog.tsx",
  "src/features/action-form/draft-note.tsx",
  "src/features/action-form/extra-query-editor.tsx",
  "src/features/action-form/list-picker.tsx",
  "src/features/action-form/raw-body-editor.tsx",
  "src/features/action-form/raw-body-text.tsx",
  "src/features/action-form/retry-note.tsx",
  "src/features/action-picker/action-picker.tsx",
  "src/features/api-key/api-key-input.tsx",
  "src/features/api-key/demo-keys-list.tsx",
  "src/features/api-key/remember-key.tsx",
  "src/features/contract-check/contract-check.tsx",
  "src/features/contract-check/findings-table.tsx",
  "src/features/contract-check/fix-changes.tsx",
  "src/features/contract-check/send-both-dialog.tsx",
  "src/features/contract-check/ticket-tools.tsx",
  "src/features/curl-import/curl-import-dialog.tsx",
  "src/features/curl-import/curl-import.tsx",
  "src/features/environments/config-problem.tsx",
  "src/features/environments/download-openapi-button.tsx",
  "src/features/environments/environment-switcher.tsx",
  "src/features/request-preview/request-preview.tsx",
  "src/features/request-preview/snippet-panel.tsx",
  "src/features/response/response-view.tsx",
  "src/features/history/entry-request.tsx",
  "src/features/history/entry-response.tsx",
  "src/features/history/history-entry-view.tsx",
  "src/features/history/history-filters.tsx",
  "src/features/history/history-list.tsx",
  "src/features/history/history-panel.tsx",
  "src/features/history/history-transfer.tsx",
  "src/features/history/set-aside-notice.tsx",
  "src/features/history/share-link-button.tsx",
  "src/features/history/share-link-opener.tsx",
  "src/features/order-tracking/order-tracking.tsx",
  "src/features/order-tracking/tracked-order-view.tsx",
  "src/features/settings/base-url-input.tsx",
  "src/features/settings/language-select.tsx",
  "src/features/settings/target-settings.tsx",
  "src/features/theme/theme-switch.tsx",
  "src/forms/schema-fields.tsx",
  "src/ui/base-url-offer.tsx",
  "src/ui/combobox.tsx",
  "src/ui/compare/body-changes.tsx",
  "src/ui/compare/changes-table.tsx",
  "src/ui/compare/compare-view.tsx",
  "src/ui/panel-boundary.tsx",
  "src/ui/response-views/body-tabs.tsx",
  "src/ui/response-views/failure-explanation.tsx",
  "src/ui/response-views/json-tree.tsx",
  "src/ui/response-views/ledger-view.tsx",
  "src/ui/response-views/minor-units-toggle.tsx",
  "src/ui/response-views/player-order-offer.tsx",
  "src/ui/response-views/records-head.tsx",
  "src/ui/response-views/records-summary-line.tsx",
  "src/ui/response-views/records-table-view.tsx",
  "src/ui/response-views/response-body.tsx",
  "src/ui/response-views/sales-chart-view.tsx",
  "src/ui/response-views/value-use-buttons.tsx",
  "src/ui/runtime-config-context.tsx",
];

function components(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? components(join(dir, entry.name))
      : entry.name.endsWith(".tsx")
        ? [relative(repo, join(repo, dir, entry.name))]
        : [],
  );
}

describe("English left in JSX", () => {
  it("is none in a converted component", () => {
    for (const file of CONVERTED) {
      expect(englishInJsx(join(repo, file)), file).toEqual([]);
    }
  });

  it("finds text, read attributes and strings written into JSX", () => {
    const found = englishInJsx(join(repo, "test/i18n/fixtures/unconverted.tsx")).map((left) => left.text);
    expect(found).toEqual(["Loading…", "Close the panel", "Sending…", "Yes", "No", "Both"]);
  });

  it("is listed, file by file, where it is still to convert; a new component writes none", () => {
    const left = components("src")
      .filter((file) => !CONVERTED.includes(file))
      .map((file) => ({ file, count: englishInJsx(join(repo, file)).length }))
      .filter(({ count }) => count > 0);
    expect(left.map(({ file }) => file).sort()).toEqual([...NOT_CONVERTED].sort());
  });
});
