import { describe, expect, it } from "vitest";
import type { FailureKind } from "../../src/request/response-record";
import { isSettled } from "../../src/request/settled-outcome";
import { failureRecord, httpRecord } from "./records";

const http = httpRecord;
const failure = failureRecord;

describe("isSettled: does the answer prove what became of the request?", () => {
  it.each([200, 201, 202, 299, 400, 401, 402, 404, 409, 422, 429, 499])("%i settles it", (status) => {
    expect(isSettled(http(status))).toBe(true);
  });

  it.each([500, 502, 503, 504, 599, 101, 302, 304])("%i leaves it open", (status) => {
    expect(isSettled(http(status))).toBe(false);
  });

  it.each<FailureKind>(["network", "timeout", "cancelled"])("a %s failure leaves it open", (kind) => {
    expect(isSettled(failure(kind))).toBe(false);
  });

  it("a request that could not be built was never sent", () => {
    expect(isSettled(failure("invalid-request"))).toBe(true);
  });
});
