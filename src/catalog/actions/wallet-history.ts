import { z } from "zod";
import { defineAction } from "../define-action";
import { isoDate, wholeNumber } from "../fields";

export const walletHistory = defineAction({
  id: "wallet_history",
  label: "Wallet transactions log",
  method: "GET",
  path: { console: "/wallet_history", rest: "/wallet_history" },
  params: z.object({
    page: wholeNumber()
      .optional()
      .meta({ title: "Page", description: "Page number, from 1.", examples: [1] }),
    limit: wholeNumber()
      .max(50_000, "At most 50000")
      .optional()
      .meta({ title: "Limit", description: "Entries per page (1 to 50000).", examples: [50] }),
    from: isoDate().optional().meta({ title: "From", description: "First day included (YYYY-MM-DD)." }),
    to: isoDate().optional().meta({ title: "To", description: "Last day included (YYYY-MM-DD)." }),
  }),
  paramsIn: "query",
  spendsMoney: false,
  contractPublished: false,
  summary: "The wallet's debits, refunds and top-ups.",
  example: { page: 1, limit: 50 },
});
