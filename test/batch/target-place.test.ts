import { describe, expect, it } from "vitest";
import { targetPlace } from "../../src/batch/batch-export";

describe("targetPlace", () => {
  it("reads the environment and base URL of a batch's target, for its corrections", () => {
    expect(targetPlace("sandbox https://sandbox.example/v1 rest k0123abcd")).toEqual({
      environment: "sandbox",
      baseUrl: "https://sandbox.example/v1",
    });
    expect(targetPlace("Live shop https://api.example.com/v1 console k0123abcd")).toEqual({
      environment: "Live shop",
      baseUrl: "https://api.example.com/v1",
    });
  });

  it("gives nothing for a target not written that way", () => {
    expect(targetPlace("https://api.example.com/v1")).toBeUndefined();
  });
});
