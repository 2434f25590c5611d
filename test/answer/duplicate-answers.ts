import type { HttpRecord } from "../../src/request/response-record";
import { httpRecord } from "../request/records";

/**
 * Refusals of Place top-up order that say its reference was used before, shaped as the market's
 * APIs answer, each with the doc it follows. Where a doc shows the envelope but not the duplicate's
 * own words, the comment says which part is the doc's and which is not.
 */
export interface DuplicateAnswer {
  api: string;
  name: string;
  record: HttpRecord;
}

/**
 * Digiflazz, "Test Case", "Contoh Gagal" (https://developer.digiflazz.com/api/buyer/test-case/)
 * with the code and words of its "Response Code" table's row 49, "Ref ID tidak unik"
 * (https://developer.digiflazz.com/api/buyer/response-code; "Alasan Gagal",
 * https://developer.digiflazz.com/alasan-gagal). HTTP 200, the verdict in `data.rc`.
 */
const digiflazzRc49 = (message: string): HttpRecord =>
  httpRecord(200, {
    data: {
      ref_id: "test2",
      customer_no: "087800001232",
      buyer_sku_code: "xld10",
      message,
      status: "Gagal",
      rc: "49",
      buyer_last_saldo: 1000000,
      price: 10000,
    },
  });

export const duplicateAnswers: DuplicateAnswer[] = [
  { api: "Digiflazz", name: "rc 49 with its words, inside HTTP 200", record: digiflazzRc49("Ref ID tidak unik") },
  // The same code with words of another language: the code alone tells.
  { api: "Digiflazz", name: "rc 49 whatever its words", record: digiflazzRc49("Transaksi Gagal") },
  {
    // Apigames, "Cek Status — Method GET", "Contoh Response Error"
    // (https://docs.apigames.id/docs/v2/cek-status/cek-status-get): HTTP 200, `"status": 0` and
    // `error_msg`. The docs show no duplicate's words; these are Digiflazz's, which Apigames' sellers relay.
    api: "Apigames",
    name: "status 0 with error_msg, inside HTTP 200",
    record: httpRecord(200, { error_msg: "Ref ID tidak unik", status: 0 }),
  },
  {
    // The same envelope with a reseller's words in Indonesian.
    api: "Apigames",
    name: "status 0, the ref_id said to be used already",
    record: httpRecord(200, { error_msg: "ref_id sudah digunakan", status: 0 }),
  },
  {
    // LapakGaming, "Lapakgaming - Reseller - API doc" (https://documenter.gw.postman.com/view/metadata/2s9XxvTujb):
    // every answer is `{code, data}`, a refusal over HTTP 200. Its list of codes names no duplicate;
    // this code is written in that list's style.
    api: "LapakGaming",
    name: "code ORDER_ALREADY_EXISTS in its {code, data} envelope",
    record: httpRecord(200, { code: "ORDER_ALREADY_EXISTS", data: null }),
  },
  {
    // UniPin, "UniPin - In Game Top Up V.2" (https://documenter.gw.postman.com/view/metadata/SVfNvUt2):
    // after a timeout the partner asks Order Inquiry about the order. The stored copy does not show
    // its error bodies; this one is an HTTP 400 with an error object, as many APIs write it.
    api: "UniPin",
    name: "an HTTP 400 whose error says the reference exists",
    record: httpRecord(400, {
      status: 0,
      error: { code: "DUPLICATE_REFERENCE_NO", message: "reference_no already exists" },
    }),
  },
  {
    // The console's own sandbox: docs/sandbox.md, error DUPLICATE_REFERENCE (409).
    api: "sandbox",
    name: "409 DUPLICATE_REFERENCE",
    record: httpRecord(409, {
      error: { code: "DUPLICATE_REFERENCE", message: 'reseller_ref "ref-1" was already used for a different order.' },
    }),
  },
  { api: "any", name: "a bare 409", record: httpRecord(409, {}) },
  { api: "any", name: "a 422 saying duplicate", record: httpRecord(422, { message: "Duplicate reseller_ref" }) },
];

/** Refusals that do not say the reference was used: they stay refusals. */
export const otherRefusals: DuplicateAnswer[] = [
  {
    // Digiflazz, "Response Code" row 47 (https://developer.digiflazz.com/api/buyer/response-code):
    // another buyer's transaction, not this reference.
    api: "Digiflazz",
    name: "rc 47, a transaction of another buyer",
    record: httpRecord(200, {
      data: { ref_id: "test2", message: "Transaksi sudah terjadi di buyer lain", status: "Gagal", rc: "47" },
    }),
  },
  {
    api: "Digiflazz",
    name: "rc 44, the balance is short",
    record: httpRecord(200, { data: { ref_id: "test2", message: "Saldo tidak cukup", status: "Gagal", rc: "44" } }),
  },
  {
    api: "Apigames",
    name: "status 0, a wrong player id",
    record: httpRecord(200, { error_msg: "Nomor tujuan salah", status: 0 }),
  },
  // A code 49 outside an `rc` field means whatever that API says it means.
  { api: "any", name: "a code 49 that is no rc", record: httpRecord(400, { code: "49" }) },
  { api: "any", name: "a 400 about the player", record: httpRecord(400, { error: { code: "INVALID_PLAYER" } }) },
];
