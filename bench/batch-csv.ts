/** A catalog package as the batch file needs it: its id and whether its game asks for a zone. */
export interface BatchProduct {
  productId: number;
  gameId: number;
  needsZone: boolean;
}

export interface BatchFile {
  csv: string;
  rows: number;
  /** Distinct (game, player, zone): the Validate player ID calls a dry run makes. */
  players: number;
}

/** Digit strings the sandbox takes as real players (not 100000404, 100000500 or all zeros). */
const userIdOf = (player: number) => String(700_000_001 + player);

/**
 * A batch file of `rows` orders over `players` players, the same every time: player i plays the
 * i-th game (in turn), and its rows go through that game's packages in turn, with a zone where the
 * game needs one. Rows past the distinct top-ups (players × packages) repeat them, with references
 * of their own, so a dry run flags them as repeats; the players are asked about once each.
 */
export function batchCsv(products: readonly BatchProduct[], rows: number, players: number): BatchFile {
  const games = [...new Set(products.map((product) => product.gameId))].sort((a, b) => a - b);
  if (games.length === 0) throw new Error("no packages to build a batch file from");
  const byGame = new Map(games.map((game) => [game, products.filter((product) => product.gameId === game)]));
  const lines = ["product_id,user_id,zone_id,reseller_ref"];
  for (let row = 0; row < rows; row++) {
    const player = row % players;
    const game = games[player % games.length] as number;
    const packages = byGame.get(game) ?? [];
    const product = packages[Math.floor(row / players) % packages.length] as BatchProduct;
    const zone = product.needsZone ? String(2001 + (player % 3)) : "";
    lines.push(`${product.productId},${userIdOf(player)},${zone},bench-${row + 1}`);
  }
  return { csv: `${lines.join("\n")}\n`, rows, players: Math.min(players, rows) };
}

/** The sandbox's packages and whether each one's game needs a zone, read as the console would. */
export async function fetchBatchProducts(apiUrl: string, apiKey: string): Promise<BatchProduct[]> {
  const get = async (path: string) => {
    const response = await fetch(`${apiUrl}${path}`, {
      headers: { Authorization: `Bearer ${apiKey}` },
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
    return (JSON.parse(body) as { data: Record<string, unknown>[] }).data;
  };
  const games = new Map((await get("/games")).map((game) => [Number(game.game_id), game.requires_zone === true]));
  return (await get("/products")).map((product) => ({
    productId: Number(product.product_id),
    gameId: Number(product.game_id),
    needsZone: games.get(Number(product.game_id)) ?? false,
  }));
}
