import type { HttpRecord } from "../../src/request/response-record";
import { answer } from "./fixtures";

/**
 * Answers shaped as the Indonesian top-up market's APIs write them, for the batch's runner and
 * follower. The console sends its own actions; only the bodies follow the docs named beside each.
 */

/** A "List packages" answer with Rupiah prices as whole numbers, as the market lists them. */
export const rupiahPackagesBody = {
  data: [
    { product_id: 86, game_id: 1, name: "86 Diamonds", price: 19_000, currency: "IDR" },
    { product_id: 172, game_id: 1, name: "172 Diamonds", price: 38_000, currency: "IDR" },
    { product_id: 5, game_id: 2, name: "5 Diamond Free Fire", price: 750, currency: "IDR" },
  ],
};

/**
 * An order or its status as Apigames answers it: the order under `data`, `"status": 1` beside it
 * for "the request worked". Apigames, "Cek Status — Method GET"
 * (https://docs.apigames.id/docs/v2/cek-status/cek-status-get): its examples answer "Gagal",
 * "Validasi Provider" and "Sukses Sebagian" in this shape.
 */
export const apigamesOrder = (order: { trxId: string; ref: string; word: string }): HttpRecord =>
  answer(200, {
    data: {
      merchant_id: "M220718CYXXXXX3KFF",
      trx_id: order.trxId,
      ref_id: order.ref,
      destination: "4645",
      product_code: "ff5",
      message: `R#${order.ref} ff5.4645, status ${order.word.toUpperCase()}. Sisa saldo 99049000`,
      status: order.word,
      sn: "",
      last_balance: "99049000",
    },
    status: 1,
  });

/**
 * A refusal as Apigames answers it: HTTP 200, `"status": 0` and the reason in `error_msg`.
 * Apigames, "Cek Status — Method GET", "Contoh Response Error"
 * (https://docs.apigames.id/docs/v2/cek-status/cek-status-get).
 */
export const apigamesRefusal = (message: string): HttpRecord => answer(200, { error_msg: message, status: 0 });

/**
 * A top-up as Digiflazz answers it: everything under `data`, no order id of its own (the order is
 * known by `ref_id`), the word in `status` and a response code in `rc` ("03" pending, "00" done,
 * "02" failed). Digiflazz, "Topup" (https://developer.digiflazz.com/api/buyer/topup/) and
 * "Response Code" (https://developer.digiflazz.com/api/buyer/response-code).
 */
export const digiflazzTopup = (order: { ref: string; word: string; rc: string; price?: number }): HttpRecord =>
  answer(200, {
    data: {
      ref_id: order.ref,
      customer_no: "087800001233",
      buyer_sku_code: "ml86",
      message: `Transaksi ${order.word}`,
      status: order.word,
      rc: order.rc,
      sn: "",
      buyer_last_saldo: 981_000,
      price: order.price ?? 19_000,
    },
  });
