import type { ApiError } from "./api-result";
import type { ErrorCode } from "./error-codes";

/** A refusal as the market words it: a response code and Indonesian words. */
export interface MarketRefusal {
  rc: string;
  error_msg: string;
}

/**
 * Response codes follow Digiflazz's table where it has the case: 40 payload error, 43 SKU not
 * found, 44 balance too low, 49 Ref ID not unique, 50 transaction not found, 54 wrong
 * destination (for a game, the player id). Digiflazz, "Response Code"
 * (https://developer.digiflazz.com/api/buyer/response-code). The words are short Indonesian
 * sentences as Apigames writes its `error_msg` ("Data JSON tidak valid"): Apigames, "Cek Status
 * Transaksi v2" and "Radeem Voucher" (https://docs.apigames.id/docs/v2/cek-status/cek-status-get,
 * https://docs.apigames.id/docs/radeem/radeem-voucher).
 *
 * Only what an account itself refuses is worded here: its request body and its actions' own
 * rules. Anything else keeps its HTTP status and the sandbox's own error body: a client paces
 * itself by a 429, and a server error is no refusal.
 */
const REFUSALS: Partial<Record<ErrorCode, { rc: string; words: string }>> = {
  INVALID_JSON: { rc: "40", words: "Data JSON tidak valid" },
  INVALID_BODY: { rc: "40", words: "Data JSON harus berupa objek" },
  PAYLOAD_TOO_LARGE: { rc: "40", words: "Data terlalu besar" },
  UNSUPPORTED_MEDIA_TYPE: { rc: "40", words: "Content-Type harus application/json" },
  VALIDATION_ERROR: { rc: "40", words: "Parameter tidak sesuai" },
  ZONE_REQUIRED: { rc: "40", words: "Zone ID wajib diisi untuk game ini" },
  GAME_NOT_FOUND: { rc: "43", words: "Game tidak ditemukan" },
  PRODUCT_NOT_FOUND: { rc: "43", words: "Produk tidak ditemukan atau tidak aktif" },
  INSUFFICIENT_BALANCE: { rc: "44", words: "Saldo tidak mencukupi" },
  DUPLICATE_REFERENCE: { rc: "49", words: "Ref ID tidak unik" },
  ORDER_NOT_FOUND: { rc: "50", words: "Transaksi tidak ditemukan" },
  INVALID_PLAYER: { rc: "54", words: "ID pemain tidak ditemukan" },
};

/**
 * The refusal of an error, naming the parameters at fault when the error does; undefined for an
 * error the market answers over HTTP.
 */
export function marketRefusal(error: ApiError): MarketRefusal | undefined {
  const refusal = REFUSALS[error.code];
  if (!refusal) return undefined;
  const fields = error.code === "VALIDATION_ERROR" ? Object.keys(error.fields ?? {}) : [];
  return { rc: refusal.rc, error_msg: fields.length > 0 ? `${refusal.words}: ${fields.join(", ")}` : refusal.words };
}
