import { describe, expect, it } from "vitest";
import { DEMO_KEYS } from "../../src/sandbox/demo-keys";
import { errorOf, orderBody, sandbox } from "./sandbox-kit";

const auth = { Authorization: `Bearer ${DEMO_KEYS.funded}` };

describe("POST bodies", () => {
  it("answers a body that does not parse with 400 INVALID_JSON", async () => {
    for (const body of ['{"product_id": 101,', "not json", "{'a': 1}", ""]) {
      const response = await sandbox().post("/v1/orders", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).code).toBe("INVALID_JSON");
    }
  });

  it("answers a body that is not UTF-8 with 400 INVALID_JSON", async () => {
    const { app } = sandbox();
    const response = await app.request("/v1/orders", {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("INVALID_JSON");
  });

  it("answers JSON that is not an object with 400 INVALID_BODY", async () => {
    const cases: [string, string][] = [
      ["[]", "an array"],
      ["null", "null"],
      ["42", "a number"],
      ['"text"', "a string"],
      ["true", "a boolean"],
    ];
    for (const [body, kind] of cases) {
      const response = await sandbox().post("/v1/validate_player", body);
      expect(response.status, body).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: "INVALID_BODY",
        message: `The body must be a JSON object, not ${kind}.`,
      });
    }
  });

  it("answers a POST without a JSON Content-Type with 415", async () => {
    const { app } = sandbox();
    for (const contentType of [undefined, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const response = await app.request("/v1/orders", {
        method: "POST",
        headers: contentType ? { ...auth, "Content-Type": contentType } : auth,
        body: JSON.stringify(orderBody()),
      });
      expect(response.status, contentType).toBe(415);
      expect((await errorOf(response)).code).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
  });

  it("accepts a charset parameter and the case of the media type", async () => {
    const response = await sandbox().post("/v1/orders", orderBody(), DEMO_KEYS.funded, {
      "Content-Type": "Application/JSON; charset=utf-8",
    });
    expect(response.status).toBe(201);
  });

  it("answers a body over 1 MiB with 413, with or without Content-Length", async () => {
    const big = JSON.stringify({ ...orderBody(), padding: "x".repeat(1024 * 1024) });
    const { app } = sandbox();
    const streamed = await app.request("/v1/orders", {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: big,
    });
    expect(streamed.status).toBe(413);
    expect((await errorOf(streamed)).code).toBe("PAYLOAD_TOO_LARGE");
    const declared = await app.request("/v1/orders", {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json", "Content-Length": String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
  });

  it("accepts a body just under the limit, ignoring unknown fields", async () => {
    const body = JSON.stringify({ ...orderBody(), padding: "" });
    const padded = JSON.stringify({ ...orderBody(), padding: "x".repeat(1024 * 1024 - body.length) });
    expect(padded.length).toBe(1024 * 1024);
    expect((await sandbox().post("/v1/orders", padded)).status).toBe(201);
  });

  it("reports each invalid field with the catalog schema's message (422)", async () => {
    const response = await sandbox().post("/v1/orders", { product_id: "101", user_id: "12 34", zone_id: 2001 });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: {
        product_id: ["Enter a whole number"],
        user_id: ["Digits only (0-9), no spaces or signs"],
        zone_id: ["Enter digits"],
        reseller_ref: ["Required"],
      },
    });
  });

  it("reports a zero or fractional product_id and an empty reference", async () => {
    const response = await sandbox().post("/v1/orders", orderBody({ product_id: 1.5, reseller_ref: "" }));
    expect(await errorOf(response)).toMatchObject({
      fields: { product_id: ["Enter a whole number"], reseller_ref: ["Required"] },
    });
    const zero = await sandbox().post("/v1/orders", orderBody({ product_id: 0 }));
    expect((await errorOf(zero)).fields).toEqual({ product_id: ["Must be 1 or more"] });
  });
});
