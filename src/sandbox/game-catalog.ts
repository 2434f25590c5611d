/**
 * What the sandbox sells. Money is kept in integer minor units (cents of USD), so sums never drift,
 * and sent in major units, as a price list or a wallet says it: 149 cents go out as 1.49.
 */
export const CURRENCY = "USD";

/** Cents as the API sends them: dollars, with at most two decimals (n / 100 prints as written). */
export function majorUnits(cents: number): number {
  return cents / 100;
}

export interface Game {
  game_id: number;
  name: string;
  genre: string;
  requires_zone: boolean;
  /** What the game calls its zone, shown next to zone_id; null when the game has none. */
  zone_label: string | null;
}

export interface Product {
  product_id: number;
  game_id: number;
  name: string;
  /** Price in cents (sent in dollars: see majorUnits). */
  price: number;
  currency: typeof CURRENCY;
}

export const GAMES: readonly Game[] = [
  { game_id: 1, name: "Arena of Legends", genre: "MOBA", requires_zone: true, zone_label: "Server ID" },
  { game_id: 2, name: "Sky Raiders", genre: "Shooter", requires_zone: false, zone_label: null },
  { game_id: 3, name: "Pocket Kingdoms", genre: "Strategy", requires_zone: false, zone_label: null },
  { game_id: 4, name: "Starfall Odyssey", genre: "RPG", requires_zone: true, zone_label: "Server" },
];

const product = (product_id: number, game_id: number, name: string, price: number): Product => ({
  product_id,
  game_id,
  name,
  price,
  currency: CURRENCY,
});

export const PRODUCTS: readonly Product[] = [
  product(101, 1, "86 Diamonds", 149),
  product(102, 1, "172 Diamonds", 299),
  product(103, 1, "257 Diamonds", 449),
  product(104, 1, "706 Diamonds", 1199),
  product(105, 1, "Weekly Diamond Pass", 199),
  product(201, 2, "100 Credits", 99),
  product(202, 2, "500 Credits", 449),
  product(203, 2, "1200 Credits", 999),
  product(204, 2, "Battle Pass", 899),
  product(301, 3, "60 Gems", 99),
  product(302, 3, "330 Gems", 499),
  product(303, 3, "1090 Gems", 1499),
  product(401, 4, "Starter Crystals", 299),
  product(402, 4, "Monthly Blessing", 499),
];

export function findGame(gameId: number): Game | undefined {
  return GAMES.find((game) => game.game_id === gameId);
}

export function findProduct(productId: number): Product | undefined {
  return PRODUCTS.find((item) => item.product_id === productId);
}

/** Whether an order for the product must name a zone: its game's `requires_zone` says. */
export function needsZone(product: Product): boolean {
  return findGame(product.game_id)?.requires_zone === true;
}
