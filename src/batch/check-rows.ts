import type { ListOption } from "../response/list-options";
import { zoneNeed } from "../response/listed-choice";
import { DEFAULT_PREFIX, rowReference } from "./batch-reference";
import { numberIds } from "./id-as-number";
import { type FixedLength, fixedIdLengths } from "./id-lengths";
import { orderKey } from "./order-key";
import type { SheetRow } from "./parse-sheet";
import type { ProductList } from "./product-list";
import { type RowCheck, type RowProblem, type RowWarning, withFindings } from "./row-findings";
import { rowOrder } from "./row-order";

export interface CheckOptions {
  batchId: string;
  prefix?: string;
  /** The packages (and games) to resolve products against; without it products are not checked. */
  list?: ProductList;
  /** A row repeating an earlier one's product, player and zone is then a warning, not a problem. */
  allowRepeats?: boolean;
}

function productOf(option: ListOption): NonNullable<RowCheck["product"]> {
  const { id, name, price, currency, gameId } = option;
  return {
    id,
    ...(name !== undefined && { name }),
    ...(price !== undefined && { price }),
    ...(currency !== undefined && { currency }),
    ...(gameId !== undefined && { gameId }),
  };
}

function productFindings(check: RowCheck, list: ProductList): RowCheck {
  if (!check.order || list.packagesProblem) return check;
  const productId = String(check.order.product_id);
  const option = list.products.get(productId);
  if (!option) return withFindings(check, [{ code: "product_unknown", productId }]);
  const problems: RowProblem[] = [];
  const need = zoneNeed(option, list.games, undefined);
  if (need && check.order.zone_id === undefined) {
    problems.push({ code: "zone_required", game: need.game, ...(need.label !== undefined && { label: need.label }) });
  }
  const warnings: RowWarning[] = option.price === undefined ? [{ code: "no_price", productId }] : [];
  return withFindings({ ...check, product: productOf(option) }, problems, warnings);
}

/**
 * Which game a row orders for, as far as the sheet and the lists tell: List packages' game of its
 * package, else the package itself (its rows are one game's). Player ids are compared within it.
 */
function gameOf(row: SheetRow, list: ProductList | undefined): string {
  const productId = row.cells.product_id.trim();
  const gameId = list?.products.get(productId)?.gameId;
  return gameId === undefined ? `product:${productId}` : `game:${gameId}`;
}

/** The row's id cells a spreadsheet wrote as numbers, each in place of the schema's "digits only". */
function withNumberIds(check: RowCheck, row: SheetRow): RowCheck {
  const found = numberIds(row.cells);
  if (found.length === 0) return check;
  const fields = new Set<string>(found.map((each) => each.field));
  const others = check.problems.filter((problem) => !("field" in problem && fields.has(problem.field)));
  return withFindings(
    { ...check, problems: others },
    found.map(({ field, value, form }) => ({ code: "id_as_number", field, value, form })),
  );
}

/** A player id shorter than its game's fixed length, unless a person typed it in the console. */
function shortIdProblem(
  row: SheetRow,
  fixed: FixedLength | undefined,
  list: ProductList | undefined,
): RowProblem | undefined {
  const value = row.cells.user_id;
  if (!fixed || value.length >= fixed.length || row.edited?.includes("user_id")) return undefined;
  const productId = row.cells.product_id.trim();
  const gameId = list?.products.get(productId)?.gameId;
  const game = gameId === undefined ? undefined : (list?.games.find((each) => each.id === gameId)?.name ?? gameId);
  return {
    code: "id_short",
    value,
    expected: fixed.length,
    peers: fixed.ids,
    ...(game !== undefined && { game }),
    productId,
  };
}

/** One row's checks, remembering the rows before it: repeats are found against them. */
function rowChecker(rows: readonly SheetRow[], options: CheckOptions): (row: SheetRow) => RowCheck {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const { list } = options;
  // Every row of a game is seen before any is judged: an id is short only against the whole sheet.
  const fixedLengths = fixedIdLengths(rows, (row) => gameOf(row, list));
  const firstOfKey = new Map<string, number>();
  const firstOfReference = new Map<string, number>();
  return (row) => {
    const { line, cells } = row;
    const reseller_ref = rowReference(cells.reseller_ref, prefix, options.batchId, line);
    const read = rowOrder({ ...cells, reseller_ref });
    let check: RowCheck = read.ok
      ? { line, order: read.order, problems: [], warnings: [], verdict: "ready" }
      : withFindings({ line, problems: [], warnings: [], verdict: "ready" }, read.problems);
    check = withNumberIds(check, row);
    if (list) check = productFindings(check, list);
    const { order } = check;
    if (!order) return check;
    const short = shortIdProblem(row, fixedLengths.get(gameOf(row, list)), list);
    if (short) check = withFindings(check, [short]);

    const key = orderKey(order);
    const firstLine = firstOfKey.get(key);
    if (firstLine === undefined) firstOfKey.set(key, line);
    else if (options.allowRepeats) check = withFindings(check, [], [{ code: "repeated_row", firstLine }]);
    else check = withFindings(check, [{ code: "repeated_row", firstLine }]);

    const sameReference = firstOfReference.get(reseller_ref);
    if (sameReference === undefined) firstOfReference.set(reseller_ref, line);
    else check = withFindings(check, [{ code: "repeated_reference", firstLine: sameReference }]);
    return check;
  };
}

/**
 * The dry run of a parsed file: each row's reference, its order checked with the Place top-up
 * order form's schema, its product found in the packages list (with the zone its game needs), ids
 * a spreadsheet turned into numbers (id-as-number.ts, id-lengths.ts), and rows repeating an
 * earlier row's top-up or reference. Pure; the player checks come after
 * (player-checks.ts), from answers the caller fetched.
 */
export function checkRows(rows: readonly SheetRow[], options: CheckOptions): RowCheck[] {
  return rows.map(rowChecker(rows, options));
}

/** Hands the thread back for one task: input and painting go first (no 4 ms clamp, unlike setTimeout). */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Rows checked between two pauses: about 5 ms of a 10,000-row file on a slow machine. */
export const CHECK_SLICE = 1000;

/**
 * checkRows for the page: the same checks, `slice` rows at a time with a pause between, so a
 * 10,000-row file does not hold the main thread for the whole of its schema checks.
 */
export async function checkRowsInSlices(
  rows: readonly SheetRow[],
  options: CheckOptions,
  { slice = CHECK_SLICE, pause = nextTask }: { slice?: number; pause?: () => Promise<void> } = {},
): Promise<RowCheck[]> {
  const check = rowChecker(rows, options);
  const checks: RowCheck[] = [];
  for (let start = 0; start < rows.length; start += slice) {
    if (start > 0) await pause();
    for (let index = start; index < Math.min(start + slice, rows.length); index++) {
      checks.push(check(rows[index] as SheetRow));
    }
  }
  return checks;
}
