import { readAmount } from "../lib/money-text";
import { isJsonObject } from "../lib/parse-json";

/**
 * The API publishes no response shapes, so flows find what they need by field name. Each concept
 * lists the names it is known by, most specific first; matching ignores case, `_`, `-` and spaces,
 * so `product_id`, `productId` and `Product ID` are one name. This is the one list to extend.
 */
export const FIELD_NAMES = {
  productId: ["product_id", "package_id", "item_id", "sku", "product_code", "code"],
  gameId: ["game_id", "game_code", "game"],
  orderId: ["order_id", "transaction_id", "trx_id", "invoice_id"],
  /**
   * The order a wallet entry belongs to. Not `transaction_id`: in a wallet log that is usually the
   * entry's own id, and reading it as an order's would make every entry an order of its own.
   */
  entryOrderId: ["order_id", "trx_id", "invoice_id"],
  resellerRef: ["reseller_ref", "reference", "ref", "ref_id", "external_id", "partner_ref"],
  userId: ["user_id", "player_id", "uid", "account_id"],
  zoneId: ["zone_id", "server_id", "zone", "server"],
  name: ["name", "product_name", "package_name", "game_name", "title", "label", "display_name"],
  price: ["price", "sell_price", "selling_price", "amount", "cost", "unit_price"],
  /**
   * What an order cost, in a status answer. `price_rp` before `price`: Apigames' status answer keeps
   * the product's `price` in the game's own units beside `price_rp`, its price in Rupiah.
   */
  orderPrice: [
    "price_rp",
    "price",
    "price_cents",
    "total",
    "total_cents",
    "total_price",
    "total_amount",
    "amount",
    "amount_cents",
    "sell_price",
    "selling_price",
    "cost",
    "charged",
    "harga",
  ],
  currency: ["currency", "currency_code"],
  status: ["status", "order_status", "state"],
  requiresZone: ["requires_zone", "zone_required", "needs_zone", "has_zone", "require_server"],
  zoneLabel: ["zone_label", "zone_name", "server_label"],
  date: ["date", "day", "created_at", "timestamp", "time", "posted_at", "transaction_date", "tanggal", "waktu"],
  // Money moving in a ledger: one signed amount, or separate debit and credit columns.
  // Indonesian wallets write `nominal` or `jumlah`, `debet`/`kredit` columns, `saldo` for the balance.
  amount: ["amount", "amount_cents", "amount_minor", "net_amount", "value", "sum", "nominal", "jumlah"],
  debit: ["debit", "debit_amount", "dr", "withdrawal", "money_out", "debet"],
  credit: ["credit", "credit_amount", "cr", "deposit", "money_in", "kredit"],
  /** Which way an entry went, as a word: debit, refund, top_up, Pembelian … */
  direction: [
    "type",
    "direction",
    "kind",
    "transaction_type",
    "entry_type",
    "dr_cr",
    "tipe",
    "jenis",
    "jenis_transaksi",
  ],
  /** The balance once the entry was applied (`saldo`, `sisa_saldo`: the balance left). */
  balance: [
    "balance_after",
    "running_balance",
    "closing_balance",
    "new_balance",
    "last_balance",
    "saldo_akhir",
    "saldo_sesudah",
    "saldo_setelah",
    "sisa_saldo",
    "balance",
    "saldo",
  ],
  balanceBefore: ["balance_before", "previous_balance", "old_balance", "saldo_awal", "saldo_sebelum"],
  /** Where a ledger starts, beside its entries. */
  openingBalance: ["opening_balance", "starting_balance", "start_balance", "initial_balance"],
  description: ["description", "memo", "note", "narrative", "details", "remarks", "reason", "keterangan", "catatan"],
  // Sales figures: how many, and how much money.
  count: ["orders", "order_count", "count", "sales", "quantity", "qty", "transactions", "units", "sold"],
  revenue: [
    "revenue",
    "revenue_cents",
    "total_revenue",
    "gross_revenue",
    "sales_amount",
    "gross",
    "turnover",
    "income",
  ],
  /** A game named in words, for sales per game. */
  game: ["game_name", "game_title", "game"],
  /** How many pages a paged list has, beside its records or in its pagination object. */
  pageCount: ["total_pages", "last_page", "page_count", "num_pages", "pages"],
  // An envelope's verdict on the request as a whole (answer/envelope.ts).
  successFlag: ["success", "is_success", "succeeded"],
  responseCode: ["rc", "response_code", "resp_code"],
  envelopeCode: ["code", "result_code", "status_code", "error_code"],
  envelopeMessage: ["message", "msg", "error_msg", "error_message", "errmsg"],
  envelopeError: ["error", "error_msg", "error_message", "errors", "errmsg"],
  /** A ledger entry's own id (a record's plain `id` too, asked with `idOf`). */
  entryId: ["entry_id", "transaction_id", "txn_id", "ledger_id", "line_id"],
} as const;

export type Concept = keyof typeof FIELD_NAMES;

/**
 * Names already folded: a wallet of 50,000 entries and as many status answers repeats a few dozen
 * names, each looked up many times per record. Kept up to FOLDED_KEPT (a hostile body may invent
 * a name per record), then started afresh.
 */
const foldedNames = new Map<string, string>();
const FOLDED_KEPT = 10_000;

/** A field name as compared: case, `_`, `-` and spaces do not matter. */
export function foldName(name: string): string {
  let fold = foldedNames.get(name);
  if (fold === undefined) {
    fold = name.toLowerCase().replace(/[\s_-]/g, "");
    if (foldedNames.size >= FOLDED_KEPT) foldedNames.clear();
    foldedNames.set(name, fold);
  }
  return fold;
}

/** Each concept's names, folded, with their rank: the first name in FIELD_NAMES wins. */
const ranked = Object.fromEntries(
  Object.entries(FIELD_NAMES).map(([concept, names]) => [
    concept,
    new Map(names.map((name, rank) => [foldName(name), rank] as const).reverse()),
  ]),
) as Record<Concept, Map<string, number>>;

/**
 * The record's field for a concept: the first known name it has. `id` alone stands for the
 * record's own id (`idOf` says which concept that is: a product in a product list). Of two fields
 * whose names fold alike (`order_id`, `orderId`), the later one. Called for every field of every
 * record a reader looks at, so it walks the keys once and builds nothing.
 */
export function fieldFor(record: Record<string, unknown>, concept: Concept, idOf?: Concept): string | undefined {
  const names = ranked[concept];
  let found: string | undefined;
  let foundRank = Number.POSITIVE_INFINITY;
  let id: string | undefined;
  for (const key of Object.keys(record)) {
    const fold = foldName(key);
    const rank = names.get(fold);
    if (rank !== undefined && rank <= foundRank) [found, foundRank] = [key, rank];
    else if (fold === "id") id = key;
  }
  if (found !== undefined) return found;
  return idOf === concept ? id : undefined;
}

/** A field's value as text when it is a plain value (ids and prices come as numbers or strings). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  // A whole number beyond 2^53 − 1 was rounded when parsed: its text would name another order.
  if (typeof value === "number" && Number.isFinite(value))
    return Number.isInteger(value) && !Number.isSafeInteger(value) ? undefined : String(value);
  if (typeof value === "boolean") return String(value);
  return undefined;
}

const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** The reading of a number text before amounts were read by locale: grouping commas dropped. */
function plainNumberOf(value: string): number | undefined {
  const plain = value
    .trim()
    .replace(/^\u2212/, "-")
    .replace(/[\s,_]/g, "");
  return PLAIN_NUMBER.test(plain) ? Number(plain) : undefined;
}

/**
 * A number as an API may send it: a JSON number, or text as `readAmount` reads it ("-1,234.50",
 * "+12", "1 000", "1.234,56", "1,99", "Rp 15.000", a typographic minus). Text that reads two
 * ways without a currency ("1,500", "15.000") keeps the reading this function always gave it
 * (grouping commas, a decimal point): a caller that knows the currency asks `readAmount` with it.
 */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  // Most texts are plain digits: read as they always were, without the locale's rules (tables of many rows).
  const trimmed = value.trim();
  if (PLAIN_NUMBER.test(trimmed)) return Number(trimmed);
  const reading = readAmount(value);
  return reading?.kind === "amount" ? reading.value : plainNumberOf(value);
}

/** True when a field's name says its money is in minor units (`amount_cents`, `price_minor`). */
export const namesMinorUnits = (field: string) => /(cents|minor)$/.test(foldName(field));

/** True when a field's name is one of a concept's names. */
export const isNamed = (field: string, concept: Concept) => ranked[concept].has(foldName(field));

/** The concept's value in a record, as text, or undefined when the record does not name it. */
export function valueFor(record: unknown, concept: Concept, idOf?: Concept): string | undefined {
  if (!isJsonObject(record)) return undefined;
  const key = fieldFor(record, concept, idOf);
  return key === undefined ? undefined : textOf(record[key]);
}

/** A yes/no field as JSON may spell it: true, 1, "yes", "true", "required". */
export function truthy(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  return typeof value === "string" && /^(true|yes|y|1|required)$/i.test(value.trim());
}
