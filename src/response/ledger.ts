import { isJsonObject } from "../lib/parse-json";
import { type Concept, fieldFor, namesMinorUnits, numberOf, textOf, valueFor } from "./field-names";
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

// Words an entry's type may use for money going out or coming in; anything else leaves the sign as sent.
const DEBIT_WORDS = /^(debit|dr|purchase|order|charge|payment|withdrawal|spend|fee|out|outgoing|sale)$/;
const CREDIT_WORDS = /^(credit|cr|refund|top ?up|deposit|reversal|in|incoming|bonus|cashback|chargeback)$/;

function directionOfWord(word: string | undefined): Direction | undefined {
  if (!word) return undefined;
  const plain = word.toLowerCase().replace(/[_-]/g, " ").trim();
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

function readEntry(record: Record<string, unknown>, fields: EntryFields): LedgerRow | undefined {
  const kind = fields.direction === undefined ? undefined : textOf(record[fields.direction]);
  const word = directionOfWord(kind);
  let amount: number | undefined;
  if (fields.amount !== undefined) {
    const sent = numberOf(record[fields.amount]);
    // A known word decides the sign whatever the amount's own sign; otherwise the sign is as sent.
    if (sent !== undefined) amount = word === "debit" ? -Math.abs(sent) : word === "credit" ? Math.abs(sent) : sent;
  }
  if (amount === undefined && (fields.debit !== undefined || fields.credit !== undefined)) {
    const debit = fields.debit === undefined ? undefined : numberOf(record[fields.debit]);
    const credit = fields.credit === undefined ? undefined : numberOf(record[fields.credit]);
    if (debit !== undefined || credit !== undefined) amount = Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
  }
  if (amount === undefined) return undefined;
  const row: LedgerRow = { amount, direction: amount < 0 ? "debit" : amount > 0 ? "credit" : (word ?? "none") };
  const date = valueFor(record, "date");
  const description = valueFor(record, "description") ?? valueFor(record, "name");
  const currency = valueFor(record, "currency");
  if (date !== undefined) row.date = date;
  if (description !== undefined) row.description = description;
  if (kind !== undefined) row.kind = kind;
  if (currency !== undefined) row.currency = currency;
  if (fields.balance !== undefined) {
    const balance = numberOf(record[fields.balance]);
    if (balance !== undefined) row.balance = balance;
  } else if (fields.balanceBefore !== undefined) {
    const before = numberOf(record[fields.balanceBefore]);
    if (before !== undefined) row.balance = before + amount;
  }
  return row;
}

interface EntryFields {
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
    }
  | ({ ok: false } & LedgerMiss);

/** The fields a wallet's records keep their amounts and balances in, or none when no amount is named. */
function entryFieldsOf(records: Record<string, unknown>[]): EntryFields | undefined {
  const fields: EntryFields = {};
  for (const concept of ["amount", "debit", "credit", "direction", "balance", "balanceBefore"] as const) {
    const field = fieldIn(records, concept);
    if (field !== undefined) fields[concept] = field;
  }
  return fields.amount === undefined && fields.debit === undefined && fields.credit === undefined ? undefined : fields;
}

/**
 * Every entry of a wallet body, read as `readLedger` reads them (same fields, same signs), with the
 * order id and reference each names, by field name. Nothing is run or cut off.
 */
export function readLedgerEntries(body: unknown): LedgerEntriesResult {
  const found = findRecords(body);
  if (!found) return { ok: false, reason: "no-records" };
  const { records } = found;
  const fields = entryFieldsOf(records);
  if (!fields) return { ok: false, reason: "no-amount-field" };
  const orderField = fieldIn(records, "entryOrderId");
  const referenceField = fieldIn(records, "resellerRef");
  const entries: LedgerEntry[] = [];
  const noAmount: number[] = [];
  records.forEach((record, index) => {
    const row = readEntry(record, fields);
    if (!row) {
      noAmount.push(index);
      return;
    }
    const entry: LedgerEntry = { ...row, record: index };
    const orderId = orderField === undefined ? undefined : textOf(record[orderField]);
    const reference = referenceField === undefined ? undefined : textOf(record[referenceField]);
    if (orderId !== undefined) entry.orderId = orderId;
    if (reference !== undefined) entry.reference = reference;
    entries.push(entry);
  });
  if (entries.length === 0)
    return { ok: false, reason: "no-amount", ...(fields.amount === undefined ? {} : { field: fields.amount }) };
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
  };
}

/**
 * A wallet's entries read by field name, whatever the shape: one signed amount, an amount with a
 * type word, or separate debit and credit fields; a balance per entry, one before each entry, or an
 * opening balance beside the list to run from. Says why when it finds no entries.
 */
export function readLedger(body: unknown): LedgerResult {
  const found = findRecords(body);
  if (!found) return { ok: false, reason: "no-records" };
  const { records, source } = found;
  const fields = entryFieldsOf(records);
  if (!fields) return { ok: false, reason: "no-amount-field" };
  const rows: LedgerRow[] = [];
  for (const record of records) {
    const row = readEntry(record, fields);
    if (row) rows.push(row);
  }
  if (rows.length === 0)
    return { ok: false, reason: "no-amount", ...(fields.amount === undefined ? {} : { field: fields.amount }) };

  let balance: BalanceSource | undefined;
  if (fields.balance !== undefined) balance = { from: "field", field: fields.balance };
  else if (fields.balanceBefore !== undefined) balance = { from: "before", field: fields.balanceBefore };
  else {
    for (const holder of containers(body, source)) {
      const field = fieldFor(holder, "openingBalance");
      const value = field === undefined ? undefined : numberOf(holder[field]);
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
  return { ok: true, ledger };
}
