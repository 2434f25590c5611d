import { afterEach, describe, expect, it } from "vitest";
import { browserTimeZone, timeZoneName, timeZoneNames } from "../../src/lib/time-zone-name";
import { dayBounds, dayIn, formatInZone, readTime, zoneOffset } from "../../src/lib/zoned-time";

const JAKARTA = "Asia/Jakarta";
const NEW_YORK = "America/New_York";
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const written = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

const browserZone = process.env.TZ;
afterEach(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

describe("readTime: a time without a zone is the target's wall clock", () => {
  it("reads the market's forms in Asia/Jakarta (UTC+7 all year)", () => {
    expect(written(readTime("2026-11-20 10:00:00", JAKARTA))).toBe("2026-11-20T03:00:00.000Z");
    expect(written(readTime("2026-11-20T10:00", JAKARTA))).toBe("2026-11-20T03:00:00.000Z");
    expect(written(readTime("2026/11/20 10:00", JAKARTA))).toBe("2026-11-20T03:00:00.000Z");
    expect(written(readTime("2026-11-20 10:00:00.250", JAKARTA))).toBe("2026-11-20T03:00:00.250Z");
    // A bare date is its midnight in the zone: the day before, in UTC.
    expect(written(readTime("2026-11-20", JAKARTA))).toBe("2026-11-19T17:00:00.000Z");
    expect(written(readTime("2026-06-20 10:00:00", JAKARTA))).toBe("2026-06-20T03:00:00.000Z");
  });

  it("reads the same text 3 hours apart in New York, and by its DST: UTC−5 in November, UTC−4 in June", () => {
    expect(written(readTime("2026-11-20 10:00:00", NEW_YORK))).toBe("2026-11-20T15:00:00.000Z");
    expect(written(readTime("2026-06-20 10:00:00", NEW_YORK))).toBe("2026-06-20T14:00:00.000Z");
  });

  it("does not depend on the zone the page runs in", () => {
    process.env.TZ = "America/Los_Angeles";
    const inLosAngeles = readTime("2026-11-20 10:00:00", JAKARTA);
    process.env.TZ = "Asia/Tokyo";
    const inTokyo = readTime("2026-11-20 10:00:00", JAKARTA);
    expect(browserTimeZone()).toBe("Asia/Tokyo");
    expect(inLosAngeles).toBe(at("2026-11-20T03:00:00Z"));
    expect(inTokyo).toBe(inLosAngeles);
  });

  it("moves a time the clocks skip forward by the gap, and takes the first of a time that happens twice", () => {
    // 2026-03-08: New York's clocks go from 02:00 to 03:00, so 02:30 never shows; read as 03:30 EDT.
    expect(written(readTime("2026-03-08 02:30:00", NEW_YORK))).toBe("2026-03-08T07:30:00.000Z");
    expect(written(readTime("2026-03-08 03:30:00", NEW_YORK))).toBe("2026-03-08T07:30:00.000Z");
    // 2026-11-01: 01:30 happens in EDT, then again in EST an hour later; the first is meant.
    expect(written(readTime("2026-11-01 01:30:00", NEW_YORK))).toBe("2026-11-01T05:30:00.000Z");
    expect(written(readTime("2026-11-01 02:30:00", NEW_YORK))).toBe("2026-11-01T07:30:00.000Z");
  });

  it("takes a time that names its zone or offset as it is, whatever the target's zone", () => {
    for (const zone of [JAKARTA, NEW_YORK]) {
      expect(readTime("2026-11-20T10:00:00Z", zone)).toBe(at("2026-11-20T10:00:00Z"));
      expect(readTime("2026-11-20T10:00:00.5z", zone)).toBe(at("2026-11-20T10:00:00.500Z"));
      expect(readTime("2026-11-20T10:00:00+07:00", zone)).toBe(at("2026-11-20T03:00:00Z"));
      expect(readTime("2026-11-20 10:00:00+0700", zone)).toBe(at("2026-11-20T03:00:00Z"));
      expect(readTime("2026-11-20 10:00:00 -05", zone)).toBe(at("2026-11-20T15:00:00Z"));
      expect(readTime("2026-11-20 10:00:00 UTC", zone)).toBe(at("2026-11-20T10:00:00Z"));
      expect(readTime("Fri, 20 Nov 2026 03:00:00 GMT", zone)).toBe(at("2026-11-20T03:00:00Z"));
    }
  });

  it("reads epoch seconds and milliseconds, as numbers or as their text", () => {
    const moment = at("2026-11-20T03:00:00Z");
    expect(readTime(moment / 1000, JAKARTA)).toBe(moment);
    expect(readTime(moment, JAKARTA)).toBe(moment);
    expect(readTime(String(moment / 1000), JAKARTA)).toBe(moment);
    expect(readTime(String(moment), JAKARTA)).toBe(moment);
    expect(readTime(moment / 1000 + 0.5, JAKARTA)).toBe(moment + 500);
  });

  it("reads nothing else: no date, an impossible one, a day-first or worded one without a zone", () => {
    for (const value of [
      undefined,
      null,
      true,
      0,
      -5,
      Number.NaN,
      "",
      "soon",
      "2026-02-30",
      "2026-13-01 10:00",
      "2026-11-20 24:00",
      "2026-11-20 10:61",
      "20-11-2026 10:00:00",
      "20/11/2026",
      "Nov 20 2026 10:00",
      "20261120",
      "202611201000",
      { at: "2026-11-20" },
    ]) {
      expect(readTime(value, JAKARTA), JSON.stringify(value)).toBeUndefined();
    }
  });
});

describe("the reverse: a moment shown on the target's clock", () => {
  const moment = at("2026-11-20T20:30:05Z");

  it("writes the day, the minute or the second as these APIs do", () => {
    expect(formatInZone(moment, JAKARTA, "second")).toBe("2026-11-21 03:30:05");
    expect(formatInZone(moment, JAKARTA)).toBe("2026-11-21 03:30");
    expect(formatInZone(moment, NEW_YORK)).toBe("2026-11-20 15:30");
    expect(dayIn(moment, JAKARTA)).toBe("2026-11-21");
    expect(dayIn(moment, "UTC")).toBe("2026-11-20");
  });

  it("reads back what it wrote, every 7 hours of a year, away from the hours clocks change", () => {
    const start = at("2026-01-01T00:00:00Z");
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const ms = start + hour * HOUR;
      for (const zone of [JAKARTA, NEW_YORK, "Europe/Berlin", "Australia/Lord_Howe"]) {
        if (zoneOffset(ms - HOUR, zone) === zoneOffset(ms + HOUR, zone)) {
          expect(readTime(formatInZone(ms, zone, "second"), zone), `${zone} ${hour}`).toBe(ms);
        }
      }
    }
  });

  it("knows each zone's offset", () => {
    expect(zoneOffset(at("2026-11-20T03:00:00Z"), JAKARTA)).toBe(7 * HOUR);
    expect(zoneOffset(at("2026-11-20T03:00:00Z"), NEW_YORK)).toBe(-5 * HOUR);
    expect(zoneOffset(at("2026-06-20T03:00:00Z"), NEW_YORK)).toBe(-4 * HOUR);
    expect(zoneOffset(at("2026-11-20T03:00:00Z"), "Asia/Kathmandu")).toBe(5.75 * HOUR);
  });
});

describe("dayBounds: a From or To day is a whole day in the target's zone", () => {
  it("starts and ends at the zone's midnights", () => {
    expect(dayBounds("2026-11-20", JAKARTA)).toEqual({
      start: at("2026-11-19T17:00:00Z"),
      end: at("2026-11-20T17:00:00Z"),
    });
    expect(dayBounds("2026-11-20", "UTC")).toEqual({
      start: at("2026-11-20T00:00:00Z"),
      end: at("2026-11-21T00:00:00Z"),
    });
  });

  it("has 23 or 25 hours on the days DST begins and ends", () => {
    const spring = dayBounds("2026-03-08", NEW_YORK);
    const autumn = dayBounds("2026-11-01", NEW_YORK);
    expect(spring && spring.end - spring.start).toBe(23 * HOUR);
    expect(autumn && autumn.end - autumn.start).toBe(25 * HOUR);
    // The last day of a month runs into the first of the next.
    expect(dayBounds("2026-12-31", JAKARTA)?.end).toBe(at("2026-12-31T17:00:00Z"));
  });

  it("begins at the first moment that exists where midnight is skipped", () => {
    // Chile's clocks go from 00:00 to 01:00 on 2026-09-06: the day begins at 01:00 (UTC−3).
    expect(dayBounds("2026-09-06", "America/Santiago")?.start).toBe(at("2026-09-06T04:00:00Z"));
  });

  it("is undefined for a text that is not a day", () => {
    expect(dayBounds("2026-02-30", JAKARTA)).toBeUndefined();
    expect(dayBounds("20/11/2026", JAKARTA)).toBeUndefined();
    expect(dayBounds("", JAKARTA)).toBeUndefined();
  });
});

describe("zone names", () => {
  it("gives the canonical name of a zone Intl knows, and nothing for one it does not", () => {
    expect(timeZoneName("asia/jakarta")).toBe("Asia/Jakarta");
    expect(timeZoneName(" UTC ")).toBe("UTC");
    expect(timeZoneName("Asia/Jakrta")).toBeUndefined();
    expect(timeZoneName("WIB")).toBeUndefined();
    expect(timeZoneName("")).toBeUndefined();
  });

  it("lists UTC first, then every zone Intl knows, each once", () => {
    const names = timeZoneNames();
    expect(names[0]).toBe("UTC");
    expect(names).toContain(JAKARTA);
    expect(new Set(names).size).toBe(names.length);
  });
});
