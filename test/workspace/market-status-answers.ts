import { apigamesOrder } from "../answer/market-answers";

/**
 * Check order status answers as a market API writes them, for the tracker's tests.
 *
 * Apigames, "Cek Status" (v2, GET) — https://docs.apigames.id/docs/v2/cek-status/cek-status-get:
 * HTTP 200 with `{"data": {…, "status": "Gagal"}, "status": 1}`, "Validasi Provider" for an order
 * still with the provider, and `{"error_msg": …, "status": 0}` for a refused question. The
 * "Sukses" answer is its "Gagal" example with the status and message of a delivered order.
 */
/** Apigames' order as its "Cek Status" examples write it (test/answer/market-answers.ts), no serial number yet. */
const order = (status: string, message: string) => apigamesOrder(status, message, "");

/** The order Apigames' examples are about (its trx_id), which every answer below names. */
export const APIGAMES_TRX_ID = order("Sukses", "").data.trx_id;

export const APIGAMES_STATUS = {
  validasiProvider: order(
    "Validasi Provider",
    "R#sdfsdx2 ff5.4645, status VALIDASI PROVIDER. BSK.AFULP. RefId : 12067803053055289057. Sisa saldo 99049000",
  ),
  gagal: order("Gagal", "R#sdfsdx2 ff5.4645, status GAGAL. error_require_login. Sisa saldo 99049000"),
  sukses: order("Sukses", "R#sdfsdx2 ff5.4645, status SUKSES. Sisa saldo 99049000"),
  sebagian: order("Sukses Sebagian", "R#sdfsdx2 ff5.4645, status SUKSES SEBAGIAN. Sisa saldo 99049000"),
  error: { error_msg: "Signature not valid", status: 0 },
} as const;
