import * as z from "zod/mini";
import { defineAction } from "../define-action";
import { about, isoDate, wholeNumber } from "../fields";

export const statistics = defineAction({
  id: "statistics",
  label: "Sales stats",
  method: "GET",
  path: { console: "/statistics", rest: "/statistics" },
  params: z.object({
    from: z.optional(isoDate()).check(about({ title: "From", description: "First day included (YYYY-MM-DD)." })),
    to: z.optional(isoDate()).check(about({ title: "To", description: "Last day included (YYYY-MM-DD)." })),
    game_id: z
      .optional(wholeNumber())
      .check(about({ title: "Game ID", description: "Only this game's sales.", examples: [1] })),
  }),
  paramsIn: "query",
  spendsMoney: false,
  contractPublished: false,
  summary: "Sales totals by day and game.",
  example: { from: "2026-11-01", to: "2026-11-30" },
});
