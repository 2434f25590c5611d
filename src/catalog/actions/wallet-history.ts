import * as z from "zod/mini";
import { defineAction } from "../define-action";
import { about, atMost, isoDate, wholeNumber } from "../fields";

export const walletHistory = defineAction({
  id: "wallet_history",
  label: "Wallet transactions log",
  method: "GET",
  path: { console: "/wallet_history", rest: "/wallet_history" },
  params: z.object({
    page: z.optional(wholeNumber()).check(about({ title: "Page", description: "Page number, from 1.", examples: [1] })),
    limit: z
      .optional(wholeNumber().check(atMost(50_000)))
      .check(about({ title: "Limit", description: "Entries per page (1 to 50000).", examples: [50] })),
    from: z.optional(isoDate()).check(about({ title: "From", description: "First day included (YYYY-MM-DD)." })),
    to: z.optional(isoDate()).check(about({ title: "To", description: "Last day included (YYYY-MM-DD)." })),
  }),
  paramsIn: "query",
  spendsMoney: false,
  contractPublished: false,
  summary: "The wallet's debits, refunds and top-ups.",
  example: { page: 1, limit: 50 },
});
