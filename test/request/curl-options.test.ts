import { describe, expect, it } from "vitest";
import { CURL_OPTIONS, findLongOption, findShortOption } from "../../src/request/curl-options";

describe("curl's option table", () => {
  it("holds each of curl 7.88.1's 256 options once, with its short letter", () => {
    expect(CURL_OPTIONS).toHaveLength(256);
    expect(new Set(CURL_OPTIONS.map((option) => option.long)).size).toBe(256);
    const shorts = CURL_OPTIONS.flatMap((option) => (option.short ? [option.short] : []));
    expect(new Set(shorts).size).toBe(shorts.length);
    expect(shorts.sort().join("")).toBe("#012346:ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvwxyz");
  });

  it.each([
    ["silent", "quiet"],
    ["output", "quiet"],
    ["insecure", "note"],
    ["location", "note"],
    ["proxy", "note"],
    ["form", "refuse"],
    ["upload-file", "refuse"],
    ["data", "read"],
    ["compressed", "read"],
  ])("treats --%s as %s", (long, kind) => {
    expect(CURL_OPTIONS.find((option) => option.long === long)?.treatment.kind).toBe(kind);
  });

  it("finds a long option by its name or an abbreviation only it has, as curl does", () => {
    expect(findLongOption("data-raw")).toMatchObject({ ok: true, option: { long: "data-raw" }, negated: false });
    expect(findLongOption("data-r")).toMatchObject({ ok: true, option: { long: "data-raw" } });
    expect(findLongOption("krb")).toMatchObject({ ok: true, option: { long: "krb" } });
    expect(findLongOption("no-progress-meter")).toMatchObject({
      ok: true,
      option: { long: "progress-meter" },
      negated: true,
    });
    expect(findLongOption("da")).toEqual({
      ok: false,
      message: "--da could be --data, --data-raw, --data-ascii, --data-binary…: curl refuses it as ambiguous.",
    });
    expect(findLongOption("no-url")).toEqual({ ok: false, message: '--no-url: curl has no "no-" form of --url.' });
    expect(findLongOption("variable")).toEqual({ ok: false, message: "--variable is not an option of curl." });
  });

  it("finds short options by their letter", () => {
    expect(findShortOption("d")?.long).toBe("data");
    expect(findShortOption(":")?.long).toBe("next");
    expect(findShortOption("W")).toBeUndefined();
  });
});
