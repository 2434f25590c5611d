import { currencyCode, readAmount } from "../lib/money-text";
import { isJsonObject } from "../lib/parse-json";
import { type Concept, fieldFor, namesMinorUnits, textOf, valueFor } from "./field-names";
import { findRecords } from "./records-table";

export type Direction = "debit" | "credit" | "none";

export interface LedgerRow {
  date?: string;
  description?: string;
  /** The entry's own word for its kind, as sent ("debit", "refund", "top_up"). */
  kind?: string;
  direction: Direction;
  /** Signed: money out is negative. In the body's units (minor units when `minorUnits`). */
  amount: number;
  balance?: number;
  currency?: string;
}

/** Where the balance column comes from, or none. */
export type BalanceSource =
  | { from: "field"; field: string }
  | { from: "before"; field: string }
  | { from: "opening"; field: string; value: number; order: RunOrder };

/** How entries were ordered to run a balance: by their dates, or as listed when they have none. */
/**
 * How each entry's direction was read, by field name, for the view to say in its language:
 * separate debit and credit fields; a type word (money out: debit, purchase …; in: refund,
 * top_up …), else the sign of the amount; or the sign of the amount alone.
 */
export type SignedBy =
  | { by: "separate"; debit: string; credit: string }
  | { by: "word"; direction: string; amount: string }
  | { by: "sign"; amount: string };

export type RunOrder = "newest first" | "oldest first" | "as listed";

export interface Ledger {
  source: string;
  /** The first entries, in the body's order. */
  rows: LedgerRow[];
  /** Entries with an amount; `skipped` records had none. */
  total: number;
  skipped: number;
  /** How each entry's sign was decided (the view words it). */
  signedBy: SignedBy;
  balance?: BalanceSource;
  /** The field whose name says the money is in cents, if one does. */
  minorUnitsField?: string;
  /** Every currency named, and the one currency when there is exactly one. */
  currencies: string[];
  currency?: string;
  /** Sums over every entry, in one currency only (undefined when several are mixed). */
  totals?: { debits: number; credits: number; net: number; debitCount: number; creditCount: number };
  /** Amounts that read two ways ("15.000" with no currency to decide): left out, never guessed. */
  ambiguous?: AmbiguousAmount[];
}

/**
 * An amount whose text could be read as numbers a thousand apart, with nothing to decide between
 * them (no currency named by the entry, beside the list or by the wallet): reported with its entry.
 */
export interface AmbiguousAmount {
  /** The record's place in the body's list. */
  record: number;
  field: string;
  text: string;
  /** Every reading, in the body's units. */
  readings: number[];
}

/** What the reader may know beyond the body. */
export interface LedgerOptions {
  /** The currency of amounts the entries and their list name none for: the wallet's, as Check wallet balance names it. */
  currency?: string;
}

/**
 * Why a body holds no ledger, as a code the view words in the console's language: no list of
 * records, no field naming an amount, or no number in `field` (the amount field found, if one).
 */
export type LedgerMiss =
  | { reason: "no-records" }
  | { reason: "no-amount-field" }
  | { reason: "no-amount"; field?: string };

export type LedgerResult = { ok: true; ledger: Ledger } | ({ ok: false } & LedgerMiss);

export const MAX_LEDGER_ROWS = 500;

/**
 * Words an entry's type may use for money going out or coming in, in English and as Indonesian
 * wallets write them ("Pembelian", "Debet", "Kredit", "Pengembalian Dana", "Top Up Saldo");
 * anything else leaves the sign as sent.
 */
const DEBIT_WORDS =
  /^(debit|debet|dr|purchase|order|charge|payment|withdrawal|spend|fee|out|outgoing|sale|pembelian|beli|pembayaran|penarikan|potongan|biaya|keluar)$/;
const CREDIT_WORDS =
  /^(credit|kredit|cr|refund|top ?up( saldo)?|deposit( saldo)?|reversal|in|incoming|bonus|cashback|chargeback|pengembalian( dana)?|dana kembali|isi saldo|tambah saldo|masuk|komisi)$/;

function directionOfWord(word: string | undefined): Direction | undefined {
  if (!word) return undefined;
  const plain = word.toLowerCase().replace(/[_-]/g, " ").replace(/\s+/g, " ").trim();
  if (DEBIT_WORDS.test(plain)) return "debit";
  if (CREDIT_WORDS.test(plain)) return "credit";
  return undefined;
}

const fieldIn = (records: Record<string, unknown>[], concept: Concept) => {
  for (const record of records.slice(0, 200)) {
    const field = fieldFor(record, concept);
    if (field !== undefined) return field;
  }
  return undefined;
};

/** The object that holds the records (and may name a currency or an opening balance beside them). */
function containers(body: unknown, source: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  let at: unknown = body;
  for (const key of source === "" ? [] : source.split(".")) {
    if (!isJsonObject(at)) break;
    found.unshift(at);
    at = at[key];
  }
  return found;
}

/** An object's currency as an ISO code where it is one ("Rp" is IDR), else as sent. */
const currencyOf = (record: unknown) => {
  const named = valueFor(record, "currency");
  return named === undefined ? undefined : (currencyCode(named) ?? named);
};

/** A field's amount read by money-text's rules in `currency` (no scaling: the body's units), or why not. */
function amountIn(
  record: Record<string, unknown>,
  field: string | undefined,
  currency: string | undefined,
  ambiguous: Omit<AmbiguousAmount, "record">[],
): number | undefined {
  if (field === undefined) return undefined;
  const reading = readAmount(record[field], currency === undefined ? {} : { currency });
  if (reading?.kind === "ambiguous") {
    ambiguous.push({ field, text: reading.text, readings: reading.readings });
    return undefined;
  }
  return reading?.value;
}

/**
 * One record's entry, or undefined without an amount. Amounts are read as the market writes them
 * ("15.000" Rupiah, "1.234,56", "Rp 15.000") in the record's currency, else `currency` (its list's,
 * else the wallet's); one that still reads two ways is pushed to `ambiguous` and the entry has no
 * amount (a balance that does: the entry has no balance).
 */
function readEntry(
  record: Record<string, unknown>,
  fields: EntryFields,
  currency: string | undefined,
  ambiguous: Omit<AmbiguousAmount, "record">[] = [],
): LedgerRow | undefined {
  const kind = fields.direction === undefined ? undefined : textOf(record[fields.direction]);
  const word = directionOfWord(kind);
  const named = fields.currency === undefined ? undefined : textOf(record[fields.currency]);
  const readIn = named === undefined ? currency : (currencyCode(named) ?? named);
  const unclear = ambiguous.length;
  let amount: number | undefined;
  if (fields.amount !== undefined) {
    const sent = amountIn(record, fields.amount, readIn, ambiguous);
    // A known word decides the sign whatever the amount's own sign; otherwise the sign is as sent.
    if (sent !== undefined) amount = word === "debit" ? -Math.abs(sent) : word === "credit" ? Math.abs(sent) : sent;
  }
  if (amount === undefined && (fields.debit !== undefined || fields.credit !== undefined)) {
    const debit = amountIn(record, fields.debit, readIn, ambiguous);
    const credit = amountIn(record, fields.credit, readIn, ambiguous);
    if (debit !== undefined || credit !== undefined) amount = Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
  }
  // Half of a debit and credit pair read is no amount either.
  if (amount === undefined || ambiguous.length > unclear) return undefined;
  const row: LedgerRow = { amount, direction: amount < 0 ? "debit" : amount > 0 ? "credit" : (word ?? "none") };
  const date = valueFor(record, "date");
  const description = valueFor(record, "description") ?? valueFor(record, "name");
  if (date !== undefined) row.date = date;
  if (description !== undefined) row.description = description;
  if (kind !== undefined) row.kind = kind;
  if (named !== undefined) row.currency = named;
  if (fields.balance !== undefined) {
    const balance = amountIn(record, fields.balance, readIn, ambiguous);
    if (balance !== undefined) row.balance = balance;
  } else if (fields.balanceBefore !== undefined) {
    const before = amountIn(record, fields.balanceBefore, readIn, ambiguous);
    if (before !== undefined) row.balance = before + amount;
  }
  return row;
}

interface EntryFields {
  currency?: string;
  amount?: string;
  debit?: string;
  credit?: string;
  direction?: string;
  balance?: string;
  balanceBefore?: string;
}

function signedBy(fields: EntryFields, rows: LedgerRow[]): SignedBy {
  if (fields.amount === undefined)
    return { by: "separate", debit: fields.debit ?? "debit", credit: fields.credit ?? "credit" };
  const words = rows.some((row) => directionOfWord(row.kind) !== undefined);
  return words && fields.direction !== undefined
    ? { by: "word", direction: fields.direction, amount: fields.amount }
    : { by: "sign", amount: fields.amount };
}

/** Fills a running balance from an opening balance, walking the entries oldest first. */
function runFrom(rows: LedgerRow[], opening: number): RunOrder {
  const first = rows[0]?.date;
  const last = rows.at(-1)?.date;
  const order: RunOrder =
    first && last && first !== last ? (first > last ? "newest first" : "oldest first") : "as listed";
  const chronological = order === "newest first" ? [...rows].reverse() : rows;
  let balance = opening;
  for (const row of chronological) {
    balance += row.amount;
    row.balance = balance;
  }
  return order;
}

function totalsOf(rows: LedgerRow[]): Ledger["totals"] {
  const totals = { debits: 0, credits: 0, net: 0, debitCount: 0, creditCount: 0 };
  for (const row of rows) {
    totals.net += row.amount;
    if (row.amount < 0) {
      totals.debits += row.amount;
      totals.debitCount += 1;
    } else if (row.amount > 0) {
      totals.credits += row.amount;
      totals.creditCount += 1;
    }
  }
  return totals;
}

/** One entry of the whole list, for checks that need every entry and the order it names. */
export interface LedgerEntry extends LedgerRow {
  /** The record's place in the body's list, counting records without an amount too. */
  record: number;
  orderId?: string;
  reference?: string;
  /** Its balance as written, when that reads two ways: a running balance cannot pass it. */
  balanceUnread?: Omit<AmbiguousAmount, "record">;
}

/** An entry left out because its amount reads two ways, with the order it names. */
export interface UnreadEntry extends AmbiguousAmount {
  date?: string;
  orderId?: string;
  reference?: string;
}

export type LedgerEntriesResult =
  | {
      ok: true;
      entries: LedgerEntry[];
      /** Records in the list, and those among them without an amount (by place). */
      records: number;
      noAmount: number[];
      /** True when a field's name says the money is in minor units (the ledger's `minorUnitsField`). */
      minorUnits: boolean;
      /** Where each entry's balance was read, when the body sends one (not run from an opening balance). */
      balanceField?: string;
      /** The currency amounts were read in where an entry names none: its list's, else the one given. */
      currency?: string;
      /** Records whose amount reads two ways: not entries, each with the order it names. */
      unread: UnreadEntry[];
    }
  | ({ ok: false } & LedgerMiss);

/** The fields a wallet's records keep their amounts and balances in, or none when no amount is named. */
function entryFieldsOf(records: Record<string, unknown>[]): EntryFields | undefined {
  const fields: EntryFields = {};
  for (const concept of ["currency", "amount", "debit", "credit", "direction", "balance", "balanceBefore"] as const) {
    const field = fieldIn(records, concept);
    if (field !== undefined) fields[concept] = field;
  }
  return fields.amount === undefined && fields.debit === undefined && fields.credit === undefined ? undefined : fields;
}

/** The currency named beside the list (`{currency, data: [...]}`), else the one given. */
function listCurrency(body: unknown, source: string, options: LedgerOptions): string | undefined {
  const beside = containers(body, source)
    .map(currencyOf)
    .find((code) => code !== undefined);
  return beside ?? (options.currency === undefined ? undefined : (currencyCode(options.currency) ?? options.currency));
}

/**
 * Where both readers of a wallet body start: its records, the fields its entries are read by, and
 * the currency it names, or why there are no entries to read.
 */
function walletRecords(body: unknown, options: LedgerOptions) {
  const found = findRecords(body);
  if (!found) return { ok: false, reason: "no-records" } as const;
  const fields = entryFieldsOf(found.records);
  if (!fields) return { ok: false, reason: "no-amount-field" } as const;
  return { ok: true, ...found, fields, currency: listCurrency(body, found.source, options) } as const;
}

/** No record had an amount to read: names the amount field when there is one. */
const noAmountIn = (fields: EntryFields) =>
  ({ ok: false, reason: "no-amount", ...(fields.amount === undefined ? {} : { field: fields.amount }) }) as const;

/**
 * Every entry of a wallet body, read as `readLedger` reads them (same fields, same signs), with the
 * order id and reference each names, by field name. Nothing is run or cut off. A record whose
 * amount reads two ways is `unread`, not an entry and not a record without an amount.
 */
export function readLedgerEntries(body: unknown, options: LedgerOptions = {}): LedgerEntriesResult {
  const read = walletRecords(body, options);
  if (!read.ok) return read;
  const { records, fields, currency } = read;
  const orderField = fieldIn(records, "entryOrderId");
  const referenceField = fieldIn(records, "resellerRef");
  const entries: LedgerEntry[] = [];
  const noAmount: number[] = [];
  const unread: UnreadEntry[] = [];
  const ambiguous: Omit<AmbiguousAmount, "record">[] = [];
  records.forEach((record, index) => {
    ambiguous.length = 0;
    const row = readEntry(record, fields, currency, ambiguous);
    const [unclear] = ambiguous;
    if (!row && !unclear) {
      noAmount.push(index);
      return;
    }
    const orderId = orderField === undefined ? undefined : textOf(record[orderField]);
    const reference = referenceField === undefined ? undefined : textOf(record[referenceField]);
    const named = (entry: LedgerEntry | UnreadEntry) => {
      if (orderId !== undefined) entry.orderId = orderId;
      if (reference !== undefined) entry.reference = reference;
    };
    if (row) {
      // The row itself, not a copy: tens of thousands of entries are read at a time.
      const entry: LedgerEntry = Object.assign(row, { record: index });
      named(entry);
      if (unclear) entry.balanceUnread = unclear;
      entries.push(entry);
    } else if (unclear) {
      const entry: UnreadEntry = { record: index, ...unclear };
      named(entry);
      const date = valueFor(record, "date");
      if (date !== undefined) entry.date = date;
      unread.push(entry);
    }
  });
  if (entries.length === 0 && unread.length === 0) return noAmountIn(fields);
  const minorUnits = [fields.amount, fields.debit, fields.credit, fields.balance].some(
    (field) => field !== undefined && namesMinorUnits(field),
  );
  const balanceField = fields.balance ?? fields.balanceBefore;
  return {
    ok: true,
    entries,
    records: records.length,
    noAmount,
    minorUnits,
    ...(balanceField === undefined ? {} : { balanceField }),
    ...(currency === undefined ? {} : { currency }),
    unread,
  };
}

/**
 * A wallet's entries read by field name, whatever the shape: one signed amount, an amount with a
 * type word, or separate debit and credit fields; a balance per entry, one before each entry, or an
 * opening balance beside the list to run from. Says why when it finds no entries.
 */
export function readLedger(body: unknown, options: LedgerOptions = {}): LedgerResult {
  const read = walletRecords(body, options);
  if (!read.ok) return read;
  const { records, source, fields, currency } = read;
  const rows: LedgerRow[] = [];
  const ambiguous: AmbiguousAmount[] = [];
  records.forEach((record, index) => {
    const unclear: Omit<AmbiguousAmount, "record">[] = [];
    const row = readEntry(record, fields, currency, unclear);
    if (row) rows.push(row);
    for (const each of unclear) ambiguous.push({ record: index, ...each });
  });
  if (rows.length === 0) return noAmountIn(fields);

  let balance: BalanceSource | undefined;
  if (fields.balance !== undefined) balance = { from: "field", field: fields.balance };
  else if (fields.balanceBefore !== undefined) balance = { from: "before", field: fields.balanceBefore };
  else {
    for (const holder of containers(body, source)) {
      const field = fieldFor(holder, "openingBalance");
      const reading = field === undefined ? undefined : readAmount(holder[field], currency ? { currency } : {});
      const value = reading?.kind === "amount" ? reading.value : undefined;
      if (field !== undefined && value !== undefined) {
        balance = { from: "opening", field, value, order: runFrom(rows, value) };
        break;
      }
    }
  }

  const named = [...new Set(rows.flatMap((row) => (row.currency ? [row.currency] : [])))];
  const outer = containers(body, source)
    .map((holder) => valueFor(holder, "currency"))
    .find((code) => code !== undefined);
  const currencies = named.length > 0 ? named : outer ? [outer] : [];
  const minorUnitsField = [fields.amount, fields.debit, fields.credit, fields.balance].find(
    (field) => field !== undefined && namesMinorUnits(field),
  );
  const ledger: Ledger = {
    source,
    rows: rows.slice(0, MAX_LEDGER_ROWS),
    total: rows.length,
    skipped: records.length - rows.length,
    signedBy: signedBy(fields, rows),
    currencies,
  };
  if (currencies.length <= 1) ledger.totals = totalsOf(rows);
  if (currencies.length === 1) ledger.currency = currencies[0];
  if (balance) ledger.balance = balance;
  if (minorUnitsField) ledger.minorUnitsField = minorUnitsField;
  if (ambiguous.length > 0) ledger.ambiguous = ambiguous;
  return { ok: true, ledger };
}
