import type { EnvelopeReading } from "../../src/answer/envelope";
import type { AnswerContext, OrderVerdict } from "../../src/answer/read-answer";
import type { StatusKind } from "../../src/answer/status-words";
import { ORDER_ITEM } from "../sandbox/sandbox-kit";

/**
 * Answers of the Indonesian top-up market's APIs, each an HTTP status and a body as its public
 * developer docs show it (or adapted as little as a case needs, the comment says how), with what
 * the console's one reader of answers must make of it. `read-answer.test.ts` runs them all.
 *
 * The docs rarely say which HTTP status comes with a body: where one does not, the status is 200,
 * as every one of these APIs answers a request it understood (Digiflazz and Apigames put their
 * verdict in the body; LapakGaming's doc lists 200, 401, 429 and 500, and shows one 400).
 */

/** A value and the field it was read from, as the answer map shows it. */
export interface At<T> {
  value: T;
  field: string;
}

/** What the reader must say of an answer: every member is compared, an absent one must be absent. */
export interface ExpectedReading {
  settled: boolean;
  order: OrderVerdict;
  bodyRefused: boolean;
  envelope?: Pick<EnvelopeReading, "says" | "field">;
  orderId?: At<string>;
  reference?: At<string>;
  status?: At<{ word: string; kind?: StatusKind; final: boolean }>;
  /** In major units. */
  price?: At<number>;
  currency?: At<string>;
  /** The API's own words. */
  message?: string;
  code?: string;
  /** For a refusal: whether its words say the wallet is short (the batch then pauses). */
  balanceShort?: boolean;
}

export interface MarketAnswer {
  api: "Digiflazz" | "Apigames" | "LapakGaming" | "sandbox" | "sandbox (sk_demo_rupiah)";
  /** What the answer is, for the test's name. */
  name: string;
  status: number;
  body: unknown;
  context: AnswerContext;
  expected: ExpectedReading;
}

const at = <T>(value: T, field: string): At<T> => ({ value, field });
const word = (text: string, kind: StatusKind | undefined, final: boolean, field: string) =>
  at({ word: text, ...(kind !== undefined && { kind }), final }, field);

/** A Rupiah wallet: Check wallet balance named IDR, the currency of every answer that names none. */
const RUPIAH: AnswerContext = { walletCurrency: "IDR" };
const IDR_OF_WALLET = at("IDR", "wallet");

const placed = { settled: true, order: "placed", bodyRefused: false } as const;
const refusedInBody = { settled: true, order: "refused", bodyRefused: true } as const;

// ---------------------------------------------------------------------------------------------
// Digiflazz. Every answer is wrapped in `data`; `status` is "Sukses", "Pending" or "Gagal"; `rc` is
// the response code ("00" done, "03" pending, "99" pending at Digiflazz's router, anything else
// failed); prices are whole Rupiah; an order has no id of Digiflazz's own, only the buyer's
// `ref_id`, and a status check is the same top-up sent again with the same `ref_id`.
// ---------------------------------------------------------------------------------------------

/** The fields of Digiflazz's top-up `data` that every one of its examples has. */
interface DigiflazzTopup {
  ref_id: string;
  customer_no: string;
  buyer_sku_code: string;
  message: string;
  status: string;
  rc: string;
  buyer_last_saldo: number;
  price: number;
  sn?: string;
  tele?: string;
  wa?: string;
}

/**
 * A Digiflazz top-up answer (HTTP 200, `{data}`) and its reading. Every value the reader must find
 * stands in `data` under the same name in each of them (the verdict in `rc`, the reference in
 * `ref_id`, the whole-Rupiah price beside no currency), so what differs is what the status word means
 * and, for a refusal, whether its words say the wallet is short.
 */
const digiflazzTopup = (
  name: string,
  data: DigiflazzTopup,
  meaning: { kind: StatusKind; final: boolean },
  refusal?: { balanceShort: boolean },
): MarketAnswer => ({
  api: "Digiflazz",
  name,
  status: 200,
  body: { data },
  context: RUPIAH,
  expected: {
    ...(refusal ? refusedInBody : placed),
    envelope: { says: refusal ? "failed" : "ok", field: "data.rc" },
    reference: at(data.ref_id, "data.ref_id"),
    status: word(data.status, meaning.kind, meaning.final, "data.status"),
    price: at(data.price, "data.price"),
    currency: IDR_OF_WALLET,
    message: data.message,
    code: data.rc,
    ...refusal,
  },
});

/** Digiflazz, "Topup" — https://developer.digiflazz.com/api/buyer/topup/ (its response example). */
const digiflazzTopupPending = digiflazzTopup(
  "a top-up still pending (rc 03)",
  {
    ref_id: "some1d",
    customer_no: "087800001233",
    buyer_sku_code: "xld25",
    message: "Transaksi Pending",
    status: "Pending",
    rc: "03",
    sn: "",
    buyer_last_saldo: 100000,
    price: 25000,
    tele: "@telegram",
    wa: "081234512345",
  },
  { kind: "pending", final: false },
);

/** Digiflazz, "Test Case", "Contoh Sukses" — https://developer.digiflazz.com/api/buyer/test-case/ */
const digiflazzTopupSukses = digiflazzTopup(
  "a top-up done at once (rc 00)",
  {
    ref_id: "test1",
    customer_no: "087800001230",
    buyer_sku_code: "xld10",
    message: "Transaksi Sukses",
    status: "Sukses",
    rc: "00",
    sn: "1234567890",
    buyer_last_saldo: 990000,
    price: 10000,
  },
  { kind: "success", final: true },
);

/**
 * Digiflazz, "Test Case", "Contoh Gagal" — https://developer.digiflazz.com/api/buyer/test-case/
 * Its `rc` "02" says the transaction failed, and the buyer's balance is left whole (1 000 000, where
 * the Sukses example shows 990 000 after a 10 000 top-up): nothing was spent, so the answer is a
 * refusal, and its status word is read as a final failure all the same.
 */
const digiflazzTopupGagal = digiflazzTopup(
  "a top-up that failed at once (rc 02)",
  {
    ref_id: "test2",
    customer_no: "087800001232",
    buyer_sku_code: "xld10",
    message: "Transaksi Gagal",
    status: "Gagal",
    rc: "02",
    buyer_last_saldo: 1000000,
    price: 10000,
  },
  { kind: "failed", final: true },
  { balanceShort: false },
);

/**
 * Digiflazz's refusal for a short balance: "Test Case", "Contoh Gagal"
 * (https://developer.digiflazz.com/api/buyer/test-case/) with the code and words of its "Response
 * Code" table's row 44, "Saldo tidak cukup" (https://developer.digiflazz.com/api/buyer/response-code).
 * The docs show no body for this code; this one changes only `rc` and `message`.
 */
const digiflazzSaldoTidakCukup = digiflazzTopup(
  "a refusal inside HTTP 200: the balance is short (rc 44)",
  {
    ref_id: "test2",
    customer_no: "087800001232",
    buyer_sku_code: "xld10",
    message: "Saldo tidak cukup",
    status: "Gagal",
    rc: "44",
    buyer_last_saldo: 1000000,
    price: 10000,
  },
  { kind: "failed", final: true },
  { balanceShort: true },
);

/**
 * Digiflazz's router pending: "Test Case", "Contoh Pending"
 * (https://developer.digiflazz.com/api/buyer/test-case/) with the code and words of the "Response
 * Code" table's row 99, "DF Router Issue", whose status is Pending
 * (https://developer.digiflazz.com/api/buyer/response-code). Only `rc` and `message` changed.
 */
const digiflazzRouterPending = digiflazzTopup(
  "a top-up pending at Digiflazz's router (rc 99), not a failure",
  {
    ref_id: "test3",
    customer_no: "087800001233",
    buyer_sku_code: "xld10",
    message: "DF Router Issue",
    status: "Pending",
    rc: "99",
    buyer_last_saldo: 990000,
    price: 10000,
  },
  { kind: "pending", final: false },
);

/**
 * Digiflazz's status check is the top-up sent again with the same `ref_id` ("Topup", "Cek Status":
 * https://developer.digiflazz.com/api/buyer/topup/), answered in the top-up's shape. This body is the
 * transaction as "Webhooks" shows it once done (https://developer.digiflazz.com/api/buyer/webhook/),
 * which is that same `data`.
 */
const digiflazzStatusSukses = digiflazzTopup(
  "a status check that finds the order done",
  {
    ref_id: "30467470",
    customer_no: "081280556115",
    buyer_sku_code: "ovo100",
    message: "Sukses",
    status: "Sukses",
    rc: "00",
    buyer_last_saldo: 326719460,
    sn: "SEPTIAPAR/20190401214753214742",
    price: 199800,
    tele: "@telegram",
    wa: "081234512345",
  },
  { kind: "success", final: true },
);

/** Digiflazz, "Cek Deposit" — https://developer.digiflazz.com/api/buyer/cek-saldo (its response example). */
const digiflazzDeposit: MarketAnswer = {
  api: "Digiflazz",
  name: "the balance (Cek Deposit): no verdict, no order",
  status: 200,
  body: { data: { deposit: 500000000000 } },
  context: {},
  expected: { ...placed },
};

// ---------------------------------------------------------------------------------------------
// Apigames. `{"status": 1, "data": …}` when the request worked, `{"status": 0, "error_msg": …}`
// when it did not, both over HTTP 200. An order has `trx_id` (Apigames') and `ref_id` (the
// reseller's); its `status` is "Sukses", "Gagal", "Validasi Provider" (still with the provider) or
// "Sukses Sebagian". `product_detail.price` is the product's price in the game's own unit
// (`price_unit`, here Garena shells); `price_rp` beside it is that price in Rupiah.
// ---------------------------------------------------------------------------------------------

/** The order of Apigames' "Cek Status" examples, with the word and message that differ between them. */
export const apigamesOrder = (status: string, message: string, sn: string) => ({
  data: {
    merchant_id: "M220718CYXXXXX3KFF",
    trx_id: "T220926XXXXX00003",
    ref_id: "sdfsdx2",
    destination: "4645",
    product_code: "ff5",
    product_code_master: "ff5",
    message,
    status,
    sn,
    last_balance: "99049000",
    product_detail: {
      name: "5 Diamond Free Fire",
      code: "ff5",
      price: 3,
      price_unit: "garena shell",
      rate: 250,
      price_rp: 750,
    },
  },
  status: 1,
});

/** What the order cost: `price_rp`, in Rupiah, never `price`, in the game's own units. */
const APIGAMES_PRICE = at(750, "data.product_detail.price_rp");

const apigamesIds = {
  orderId: at("T220926XXXXX00003", "data.trx_id"),
  reference: at("sdfsdx2", "data.ref_id"),
} as const;

/**
 * An Apigames status check's answer (`apigamesOrder`) and its reading: its ids, Rupiah price and
 * message stand where they stand in each; what differs is what the status word means.
 */
const apigamesStatus = (
  name: string,
  status: string,
  message: string,
  sn: string,
  meaning: { kind: StatusKind; final: boolean },
): MarketAnswer => ({
  api: "Apigames",
  name,
  status: 200,
  body: apigamesOrder(status, message, sn),
  context: RUPIAH,
  expected: {
    ...placed,
    envelope: { says: "ok", field: "status" },
    ...apigamesIds,
    price: APIGAMES_PRICE,
    status: word(status, meaning.kind, meaning.final, "data.status"),
    currency: IDR_OF_WALLET,
    message,
  },
});

/** Apigames, "Cek Status — Method GET", "Contoh Response Validasi Provider" — https://docs.apigames.id/docs/v2/cek-status/cek-status-get */
const apigamesValidasiProvider = apigamesStatus(
  "a status check: still with the provider (Validasi Provider)",
  "Validasi Provider",
  "R#sdfsdx2 ff5.4645, status VALIDASI PROVIDER. BSK.AFULP. RefId : 12067803053055289057. Sisa saldo 99049000",
  "BSK.AFULP. RefId : 12067803053055289057",
  { kind: "pending", final: false },
);

/** Apigames, "Cek Status — Method GET", "Contoh Response Gagal" — https://docs.apigames.id/docs/v2/cek-status/cek-status-get */
const apigamesGagal = apigamesStatus(
  "a status check: the order failed (Gagal), the request itself worked",
  "Gagal",
  "R#sdfsdx2 ff5.4645, status GAGAL. error_require_login. Sisa saldo 99049000",
  "error_require_login",
  { kind: "failed", final: true },
);

/**
 * Apigames, "Cek Status — Method GET", "Contoh Response Sukses Sebagian"
 * (https://docs.apigames.id/docs/v2/cek-status/cek-status-get). The stored copy of the page breaks
 * off inside this example after `product_code`; the rest follows its other examples, with the word.
 */
const apigamesSuksesSebagian = apigamesStatus(
  "a status check: partly delivered (Sukses Sebagian), final and not a full success",
  "Sukses Sebagian",
  "R#sdfsdx2 ff5.4645, status SUKSES SEBAGIAN. Sisa saldo 99049000",
  "",
  { kind: "partial", final: true },
);

/**
 * Apigames' delivered order: "Cek Status — Method GET", "Contoh Response Gagal"
 * (https://docs.apigames.id/docs/v2/cek-status/cek-status-get) with the word "Sukses" (the doc's
 * example of a placed order, "Transaksi v2", is not in the stored copy), its message in the doc's
 * pattern and a serial number in `sn`.
 */
const apigamesSukses = apigamesStatus(
  "a placed order, delivered (Sukses)",
  "Sukses",
  "R#sdfsdx2 ff5.4645, status SUKSES. Sisa saldo 99049000",
  "1234567890",
  { kind: "success", final: true },
);

/**
 * A refusal in Apigames' shape inside HTTP 200, `{status: 0, error_msg, rc?}` (the sandbox's market
 * style answers in it too): refused in its body, its words in `error_msg`, its code (if any) in `rc`.
 */
const statusZeroRefusal = (
  api: MarketAnswer["api"],
  name: string,
  body: { error_msg: string; rc?: number | string },
  balanceShort: boolean,
): MarketAnswer => ({
  api,
  name,
  status: 200,
  body: { status: 0, ...body },
  context: RUPIAH,
  expected: {
    ...refusedInBody,
    envelope: { says: "failed", field: "status" },
    message: body.error_msg,
    ...(body.rc !== undefined && { code: String(body.rc) }),
    balanceShort,
    currency: IDR_OF_WALLET,
  },
});

/** Apigames, "Cek Status — Method GET", "Contoh Response Error" — https://docs.apigames.id/docs/v2/cek-status/cek-status-get */
const apigamesError = statusZeroRefusal(
  "Apigames",
  "a refusal inside HTTP 200 (status 0, error_msg)",
  { error_msg: "Signature not valid" },
  false,
);

/**
 * Apigames' refusal for a short balance: "Cek Status — Method GET", "Contoh Response Error"
 * (https://docs.apigames.id/docs/v2/cek-status/cek-status-get) with other words; the docs do not
 * show Apigames' own, so these are the words its resellers' wallets are short in ("Saldo tidak
 * mencukupi").
 */
const apigamesSaldo = statusZeroRefusal(
  "Apigames",
  "a refusal inside HTTP 200: the balance is short",
  { error_msg: "Saldo tidak mencukupi" },
  true,
);

/** Apigames, "Cek Akun Game", "Response Cek Akun Mobile Legend" — https://docs.apigames.id/docs/cek-username */
const apigamesCekAkun: MarketAnswer = {
  api: "Apigames",
  name: "a player check (status 1, rc 0): the request worked",
  status: 200,
  body: {
    status: 1,
    rc: 0,
    message: "Data Found",
    data: { is_valid: true, username: "•CUMAN BISA MM•" },
    ts: 1650529102,
  },
  context: RUPIAH,
  expected: {
    ...placed,
    envelope: { says: "ok", field: "status" },
    message: "Data Found",
    code: "0",
    currency: IDR_OF_WALLET,
  },
};

/** Apigames, "Radeem Voucher Garena Shell Kiosgamer", "Contoh Response Gagal" 1 — https://docs.apigames.id/docs/radeem/radeem-voucher */
const apigamesRadeemGagal = statusZeroRefusal(
  "Apigames",
  "a refusal with a numeric rc (status 0, rc 500)",
  { rc: 500, error_msg: "JSON tidak valid" },
  false,
);

// ---------------------------------------------------------------------------------------------
// LapakGaming. "Lapakgaming - Reseller - API doc" (Postman,
// https://documenter.gw.postman.com/view/metadata/2s9XxvTujb): every answer is
// `{ code: string, data: Object }`; `code` is SUCCESS or a reason (INSUFFICIENT_BALANCE,
// TID_NOT_FOUND, NOT_ALLOWED …); HTTP statuses are 200, 401, 429 and 500. An order is known by
// its `tid`; prices are whole Rupiah.
// ---------------------------------------------------------------------------------------------

/**
 * LapakGaming's doc, "Order", example "SUCCESS - Order" (200 OK). Its order id is `tid`, a name the
 * console's list of order id names (response/field-names.ts) does not hold: the order is read as
 * placed and priced, and its id only once the answer map names `tid` (read-answer.test.ts).
 */
export const lapakOrder: MarketAnswer = {
  api: "LapakGaming",
  name: "a placed order (code SUCCESS, tid, total_price)",
  status: 200,
  body: { code: "SUCCESS", data: { tid: "R161582713591477186", total_price: 33120 } },
  context: RUPIAH,
  expected: {
    ...placed,
    envelope: { says: "ok", field: "code" },
    price: at(33120, "data.total_price"),
    currency: IDR_OF_WALLET,
    code: "SUCCESS",
  },
};

/**
 * LapakGaming's short balance: the doc's "NOT_ALLOWED - Product" example body with the code its
 * "Testing Create Order Scenario" lists for it, INSUFFICIENT_BALANCE, over HTTP 200 (its list of
 * HTTP codes has no 4xx for a refused order).
 */
const lapakInsufficient: MarketAnswer = {
  api: "LapakGaming",
  name: "a refusal inside HTTP 200: the balance is short (code INSUFFICIENT_BALANCE)",
  status: 200,
  body: { code: "INSUFFICIENT_BALANCE", data: null },
  context: RUPIAH,
  expected: {
    ...refusedInBody,
    envelope: { says: "failed", field: "code" },
    code: "INSUFFICIENT_BALANCE",
    balanceShort: true,
    currency: IDR_OF_WALLET,
  },
};

/** LapakGaming's doc, "Get Products", example "NOT_ALLOWED - Product" (400 Bad Request). */
const lapakNotAllowed: MarketAnswer = {
  api: "LapakGaming",
  name: "a 400 with its own code (NOT_ALLOWED)",
  status: 400,
  body: { code: "NOT_ALLOWED", data: null },
  context: RUPIAH,
  expected: {
    settled: true,
    order: "refused",
    bodyRefused: false,
    envelope: { says: "failed", field: "code" },
    code: "NOT_ALLOWED",
    currency: IDR_OF_WALLET,
  },
};

/** LapakGaming's doc, "Get Balance", example "SUCCESS" (200 OK). */
const lapakBalance: MarketAnswer = {
  api: "LapakGaming",
  name: "the balance (code SUCCESS)",
  status: 200,
  body: { code: "SUCCESS", data: { balance: 993229432 } },
  context: {},
  expected: { ...placed, envelope: { says: "ok", field: "code" }, code: "SUCCESS" },
};

/** LapakGaming's doc, "HTTP Codes" 500 and "Status Codes" SYSTEM_ERROR, in its `{code, data}` envelope. */
const lapakSystemError: MarketAnswer = {
  api: "LapakGaming",
  name: "a 500 (SYSTEM_ERROR): nothing is settled",
  status: 500,
  body: { code: "SYSTEM_ERROR", data: null },
  context: RUPIAH,
  expected: {
    settled: false,
    order: "unknown",
    bodyRefused: false,
    envelope: { says: "failed", field: "code" },
    code: "SYSTEM_ERROR",
    currency: IDR_OF_WALLET,
  },
};

// ---------------------------------------------------------------------------------------------
// The sandbox's own shapes (src/sandbox/respond.ts, order-view.ts, market-style.ts), so that what
// reads the market's answers keeps reading the console's own sandbox.
// ---------------------------------------------------------------------------------------------

/** A created order in the sandbox's house style: 201 `{data: order}`, dollars beside "USD". */
const sandboxOrder: MarketAnswer = {
  api: "sandbox",
  name: "a created order (201, {data})",
  status: 201,
  body: {
    data: {
      order_id: "ord_000001",
      reseller_ref: "ref-1",
      status: "pending",
      ...ORDER_ITEM,
      price: 1.49,
      currency: "USD",
      created_at: "2026-01-05T10:00:00.000Z",
      updated_at: "2026-01-05T10:00:00.000Z",
      status_history: [{ status: "pending", at: "2026-01-05T10:00:00.000Z" }],
      failure_reason: null,
      refunded: false,
    },
  },
  context: {},
  expected: {
    ...placed,
    orderId: at("ord_000001", "data.order_id"),
    reference: at("ref-1", "data.reseller_ref"),
    status: word("pending", "pending", false, "data.status"),
    price: at(1.49, "data.price"),
    currency: at("USD", "data.currency"),
  },
};

/** The sandbox's refusal: 402 `{error: {code, message, details, request_id}}`. */
const sandboxInsufficient: MarketAnswer = {
  api: "sandbox",
  name: "a refusal over HTTP 402 ({error: {code, message}})",
  status: 402,
  body: {
    error: {
      code: "INSUFFICIENT_BALANCE",
      message: "The wallet balance is lower than the product's price.",
      details: { balance: 1.2, price: 1.49, currency: "USD" },
      request_id: "req_000001",
    },
  },
  context: {},
  expected: {
    settled: true,
    order: "refused",
    bodyRefused: false,
    envelope: { says: "failed", field: "error" },
    price: at(1.49, "error.details.price"),
    currency: at("USD", "error.details.currency"),
    message: "The wallet balance is lower than the product's price.",
    code: "INSUFFICIENT_BALANCE",
    balanceShort: true,
  },
};

/** The sandbox's 404 for an order it does not know, in JSON: settled, about the order. */
const sandboxNotFound: MarketAnswer = {
  api: "sandbox",
  name: "a 404 in JSON (ORDER_NOT_FOUND)",
  status: 404,
  body: {
    error: {
      code: "ORDER_NOT_FOUND",
      message: "No order of this account matches.",
      details: { reseller_ref: "ref-9" },
      request_id: "req_000002",
    },
  },
  context: {},
  expected: {
    settled: true,
    order: "refused",
    bodyRefused: false,
    envelope: { says: "failed", field: "error" },
    reference: at("ref-9", "error.details.reseller_ref"),
    message: "No order of this account matches.",
    code: "ORDER_NOT_FOUND",
  },
};

/** The sandbox's balance in its house style: `{data: {balance, currency, account, as_of}}`. */
const sandboxBalance: MarketAnswer = {
  api: "sandbox",
  name: "the balance ({data: {balance, currency}})",
  status: 200,
  body: { data: { balance: 25, currency: "USD", account: "Funded demo", as_of: "2026-01-05T10:00:00.000Z" } },
  context: {},
  expected: { ...placed, currency: at("USD", "data.currency") },
};

/** An order as the sandbox's market style (sk_demo_rupiah) answers: HTTP 200 `{status: 1, data}`, whole Rupiah. */
const rupiahOrder: MarketAnswer = {
  api: "sandbox (sk_demo_rupiah)",
  name: "a created order ({status: 1, data}, trx_id, Pending)",
  status: 200,
  body: {
    status: 1,
    data: {
      trx_id: "ord_000010",
      ref_id: "ref-10",
      status: "Pending",
      ...ORDER_ITEM,
      price: 19000,
      currency: "IDR",
      sn: "",
      created_at: "2026-11-20 10:00:00",
      updated_at: "2026-11-20 10:00:00",
    },
  },
  context: RUPIAH,
  expected: {
    ...placed,
    envelope: { says: "ok", field: "status" },
    orderId: at("ord_000010", "data.trx_id"),
    reference: at("ref-10", "data.ref_id"),
    status: word("Pending", "pending", false, "data.status"),
    price: at(19000, "data.price"),
    currency: at("IDR", "data.currency"),
  },
};

/** The market style's refusal (src/sandbox/market-refusals.ts): HTTP 200 `{status: 0, error_msg, rc}`. */
const rupiahRefusal = statusZeroRefusal(
  "sandbox (sk_demo_rupiah)",
  "a refusal inside HTTP 200 ({status: 0, error_msg, rc: 44})",
  { error_msg: "Saldo tidak mencukupi", rc: "44" },
  true,
);

export const MARKET_ANSWERS: readonly MarketAnswer[] = [
  digiflazzTopupPending,
  digiflazzTopupSukses,
  digiflazzTopupGagal,
  digiflazzSaldoTidakCukup,
  digiflazzRouterPending,
  digiflazzStatusSukses,
  digiflazzDeposit,
  apigamesValidasiProvider,
  apigamesGagal,
  apigamesSuksesSebagian,
  apigamesSukses,
  apigamesError,
  apigamesSaldo,
  apigamesCekAkun,
  apigamesRadeemGagal,
  lapakOrder,
  lapakInsufficient,
  lapakNotAllowed,
  lapakBalance,
  lapakSystemError,
  sandboxOrder,
  sandboxInsufficient,
  sandboxNotFound,
  sandboxBalance,
  rupiahOrder,
  rupiahRefusal,
];
