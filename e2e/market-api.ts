import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An API on loopback that answers the way the Indonesian top-up market does, and is not the
 * console's sandbox: every answer is HTTP 200, the verdict is in the body, money is whole Rupiah,
 * times have no zone and are Jakarta's.
 *
 * Its order answers follow Digiflazz's "Topup" response (developer.digiflazz.com/api/buyer/topup/,
 * and its "Response Code" table): `{"data": {"ref_id", "customer_no", "buyer_sku_code", "message",
 * "status": "Pending" | "Sukses" | "Gagal", "rc", "sn", "buyer_last_saldo", "price"}}`, with rc "00"
 * done, "03" pending and "44" not enough balance; asking again with the same ref_id answers that
 * order (Digiflazz's own status check). Beside Digiflazz's fields each order also has a `trx_id`,
 * as Apigames' answers do, so that the wallet's entries can name it. The wallet's entries are
 * `{trx_id, ref_id, type: "Pembelian" | "Refund" | "Deposit", amount, saldo, created_at}`.
 *
 * What the server did is read from its own records (`orders`, `ledger`, `received`), never from
 * the page.
 */

interface Product {
  id: number;
  sku: string;
  name: string;
  price: number;
}

const PRODUCTS: Product[] = [
  { id: 101, sku: "ML86", name: "86 Diamonds", price: 22_000 },
  { id: 102, sku: "ML172", name: "172 Diamonds", price: 44_000 },
  { id: 201, sku: "FF140", name: "140 Diamonds", price: 19_000 },
];

/** The player whose every order ends "Gagal" (and is refunded). */
export const FAILING_PLAYER = "000000000";
/** The player whose orders are refused at once, inside an HTTP 200 (Digiflazz's rc 52, a wrong customer number). */
export const REFUSED_PLAYER = "111111111";

interface Order {
  trxId: string;
  refId: string;
  customerNo: string;
  product: Product;
  createdAt: number;
  /** How many status checks still answer "Pending"; then Sukses, or Gagal for the failing player. */
  pendingChecks: number;
  refunded: boolean;
  /** False for the seeded order whose refund never came. */
  refundOnFailure?: boolean;
}

interface Entry {
  trx_id: string;
  ref_id: string;
  type: "Pembelian" | "Refund" | "Deposit";
  amount: number;
  saldo: number;
  created_at: string;
}

/** A zone-less time in Jakarta (UTC+7), as these APIs write it: "2026-11-20 10:00:00". */
export const jakartaTime = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().replace("T", " ").slice(0, 19);

export interface MarketApiOptions {
  balance?: number;
  /** How many status checks of a new order answer "Pending" before its final word (so tests need no clock). */
  pendingChecks?: number;
  /** A wallet history to start from (a ledger with troubles for reconciliation). */
  seed?: "none" | "troubled";
}

export async function startMarketApi(options: MarketApiOptions = {}) {
  let balance = options.balance ?? 500_000;
  const pendingChecks = options.pendingChecks ?? 1;
  const orders = new Map<string, Order>();
  const ledger: Entry[] = [];
  const received: { method: string; path: string; body?: unknown }[] = [];
  let next = 1;

  const post = (entry: Omit<Entry, "saldo">) => ledger.push({ ...entry, saldo: balance });

  if (options.seed === "troubled") seedTroubles();

  function seedTroubles() {
    // Nine entries, days ago, every order long settled: two real troubles and nothing else.
    // ord 3 failed and was never refunded; ord 5 was debited twice.
    const day = Date.parse("2026-11-20T03:00:00Z");
    balance = 0;
    const at = (minutes: number) => day + minutes * 60_000;
    balance += 300_000;
    post({ trx_id: "", ref_id: "", type: "Deposit", amount: 300_000, created_at: jakartaTime(at(0)) });
    const seeded = (n: number, product: Product, minutes: number, player = "123456789") => {
      const order: Order = {
        trxId: `TRX-S${n}`,
        refId: `seed-${n}`,
        customerNo: player,
        product,
        createdAt: at(minutes),
        pendingChecks: 0,
        refunded: false,
      };
      orders.set(order.refId, order);
      return order;
    };
    const debit = (order: Order, minutes: number) => {
      balance -= order.product.price;
      post({
        trx_id: order.trxId,
        ref_id: order.refId,
        type: "Pembelian",
        amount: order.product.price,
        created_at: jakartaTime(at(minutes)),
      });
    };
    const refund = (order: Order, minutes: number) => {
      balance += order.product.price;
      order.refunded = true;
      post({
        trx_id: order.trxId,
        ref_id: order.refId,
        type: "Refund",
        amount: order.product.price,
        created_at: jakartaTime(at(minutes)),
      });
    };
    const [ml86, ml172, ff140] = PRODUCTS as [Product, Product, Product];
    debit(seeded(1, ml86, 10), 10);
    debit(seeded(2, ff140, 20), 20);
    const failed = seeded(3, ml172, 30, FAILING_PLAYER);
    failed.refundOnFailure = false;
    debit(failed, 30); // Gagal, never refunded: trouble 1
    const refundedOrder = seeded(4, ml86, 40, FAILING_PLAYER);
    debit(refundedOrder, 40);
    refund(refundedOrder, 42);
    const twice = seeded(5, ff140, 50);
    debit(twice, 50);
    debit(twice, 51); // debited twice: trouble 2
    debit(seeded(6, ml86, 60), 60);
  }

  const statusOf = (order: Order) =>
    order.pendingChecks > 0 ? "Pending" : order.customerNo === FAILING_PLAYER ? "Gagal" : "Sukses";

  /** An order asked about moves one check nearer its final word; a failed one is refunded then. */
  function asked(order: Order, now: number) {
    if (order.pendingChecks > 0) order.pendingChecks -= 1;
    settle(now);
  }

  function settle(now: number) {
    for (const order of orders.values()) {
      if (statusOf(order) === "Gagal" && !order.refunded && order.refundOnFailure !== false) {
        order.refunded = true;
        balance += order.product.price;
        post({
          trx_id: order.trxId,
          ref_id: order.refId,
          type: "Refund",
          amount: order.product.price,
          created_at: jakartaTime(now),
        });
      }
    }
  }

  const orderData = (order: Order) => {
    const status = statusOf(order);
    return {
      ref_id: order.refId,
      trx_id: order.trxId,
      customer_no: order.customerNo,
      buyer_sku_code: order.product.sku,
      message:
        status === "Pending" ? "Transaksi Pending" : status === "Sukses" ? "Transaksi Sukses" : "Transaksi Gagal",
      status,
      rc: status === "Pending" ? "03" : status === "Sukses" ? "00" : "40",
      sn: status === "Sukses" ? `SN${order.trxId}` : "",
      buyer_last_saldo: balance,
      price: order.product.price,
      created_at: jakartaTime(order.createdAt),
    };
  };

  async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
    let text = "";
    for await (const chunk of request) text += chunk;
    try {
      const value: unknown = JSON.parse(text);
      return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  const server = createServer(async (request, reply) => {
    reply.setHeader("Access-Control-Allow-Origin", "*");
    reply.setHeader("Access-Control-Allow-Headers", "authorization, content-type");
    if (request.method === "OPTIONS") return void reply.writeHead(204).end();
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const now = Date.now();
    const body = request.method === "POST" ? await bodyOf(request) : undefined;
    received.push({ method: request.method ?? "", path: `${url.pathname}${url.search}`, ...(body && { body }) });
    const answer = (value: unknown, status = 200) =>
      void reply.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));

    switch (url.pathname) {
      case "/v1/balance":
        return answer({ data: { deposit: balance, currency: "IDR" } });
      case "/v1/games":
        return answer({
          data: [
            { game_id: 1, game_name: "Mobile Legends" },
            { game_id: 2, game_name: "Free Fire" },
          ],
        });
      case "/v1/products":
        return answer({
          data: PRODUCTS.map((product) => ({
            product_id: product.id,
            buyer_sku_code: product.sku,
            product_name: product.name,
            price: product.price,
          })),
        });
      case "/v1/create_order": {
        const refId = String(body?.reseller_ref ?? "");
        const known = orders.get(refId);
        if (known) {
          asked(known, now);
          return answer({ data: orderData(known) });
        }
        const product = PRODUCTS.find((candidate) => candidate.id === Number(body?.product_id));
        const customerNo = String(body?.user_id ?? "");
        if (!product) {
          return answer({ data: { ref_id: refId, status: "Gagal", rc: "41", message: "Produk tidak ditemukan" } });
        }
        if (customerNo === REFUSED_PLAYER) {
          return answer({
            data: {
              ref_id: refId,
              customer_no: customerNo,
              buyer_sku_code: product.sku,
              message: "Nomor tujuan salah",
              status: "Gagal",
              rc: "52",
              sn: "",
              buyer_last_saldo: balance,
              price: product.price,
            },
          });
        }
        if (balance < product.price) {
          return answer({
            data: {
              ref_id: refId,
              customer_no: customerNo,
              buyer_sku_code: product.sku,
              message: "Saldo tidak cukup",
              status: "Gagal",
              rc: "44",
              sn: "",
              buyer_last_saldo: balance,
              price: product.price,
            },
          });
        }
        const order: Order = {
          trxId: `TRX-${String(next++).padStart(4, "0")}`,
          refId,
          customerNo,
          product,
          createdAt: now,
          pendingChecks,
          refunded: false,
        };
        orders.set(refId, order);
        balance -= product.price;
        post({
          trx_id: order.trxId,
          ref_id: refId,
          type: "Pembelian",
          amount: product.price,
          created_at: jakartaTime(now),
        });
        return answer({ data: orderData(order) });
      }
      case "/v1/order_status": {
        const byRef = url.searchParams.get("reseller_ref");
        const byId = url.searchParams.get("order_id");
        const order = byRef ? orders.get(byRef) : [...orders.values()].find((candidate) => candidate.trxId === byId);
        if (!order) return answer({ data: { ref_id: byRef ?? "", rc: "60", message: "Transaksi tidak ditemukan" } });
        asked(order, now);
        return answer({ data: orderData(order) });
      }
      case "/v1/wallet_history":
        return answer({ data: [...ledger].reverse() });
      case "/v1/validate_player":
        return answer({ data: { customer_no: String(body?.user_id ?? ""), name: "Pemain", status: "Sukses" } });
      default:
        return answer({ data: null, rc: "99", message: "Route tidak ditemukan" }, 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    /** The create_order requests that reached the server, by reference. */
    orderRequests: () => received.filter((request) => request.path === "/v1/create_order"),
    ledger: () => [...ledger],
    balance: () => balance,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
