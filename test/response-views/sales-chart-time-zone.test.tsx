import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../src/app/providers";
import { parseRuntimeConfig } from "../../src/config/config-issues";
import { SETTINGS_STORAGE_KEY } from "../../src/config/stored-settings";
import { SalesChartView } from "../../src/features/response-views/sales-chart-view";
import type { SeriesGroup } from "../../src/response/series";

afterEach(() => localStorage.clear());

const config = parseRuntimeConfig(
  {
    environments: [
      { name: "Reseller", baseUrl: "https://api.reseller.example/v1", live: false, timeZone: "Asia/Jakarta" },
    ],
    defaultEnvironment: "Reseller",
    demoMode: false,
  },
  "https://console.example.test/config.json",
);

// Sales per day labelled by the moment each Jakarta day began, written in UTC: 17:00 the day before.
const group = (labels: string[]): SeriesGroup => ({
  source: "data",
  per: "day",
  labels,
  series: [{ field: "count", money: false, values: labels.map((_, index) => index + 1) }],
  read: labels.length,
});

function caption(labels: string[]) {
  render(
    <Providers transport={async () => Response.json({})} config={config}>
      <SalesChartView groups={[group(labels)]} />
    </Providers>,
  );
  return screen.getByRole("img", { name: /^Sales chart: count per day/ });
}

describe("the sales chart's caption on the target's clock", () => {
  it("names the days that labels written as times fall on in the API's zone, and counts the days between", () => {
    expect(caption(["2026-11-20T17:00:00Z", "2026-11-22T17:00:00Z"])).toHaveAccessibleDescription(
      "count per day, 2 days from 2026-11-21 to 2026-11-23: total 3, highest 2 (2026-11-22T17:00:00Z), lowest 1 (2026-11-20T17:00:00Z). The body has no figures for 1 of the 3 days in that range; the chart leaves them out.",
    );
  });

  it("reads the same labels on another clock when Settings holds another zone", () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ environment: "Reseller", timeZone: "UTC" }));
    expect(caption(["2026-11-20T17:00:00Z", "2026-11-22T17:00:00Z"])).toHaveAccessibleDescription(
      /^count per day, 2 days from 2026-11-20 to 2026-11-22: /,
    );
  });

  it("keeps labels that are days as they are", () => {
    expect(caption(["2026-11-20", "2026-11-21"])).toHaveAccessibleDescription(
      /^count per day, 2 days from 2026-11-20 to 2026-11-21: total 3/,
    );
  });
});
