import { z } from "zod";
import { defineAction } from "../define-action";
import { isoDate, wholeNumber } from "../fields";

export const statistics = defineAction({
  id: "statistics",
  label: "Sales stats",
  method: "GET",
  path: { console: "/statistics", rest: "/statistics" },
  params: z.object({
    from: isoDate().optional().meta({ title: "From", description: "First day included (YYYY-MM-DD)." }),
    to: isoDate().optional().meta({ title: "To", description: "Last day included (YYYY-MM-DD)." }),
    game_id: wholeNumber()
      .optional()
      .meta({ title: "Game ID", description: "Only this game's sales.", examples: [1] }),
  }),
  paramsIn: "query",
  spendsMoney: false,
  contractPublished: false,
  summary: "Sales totals by day and game.",
  example: { from: "2026-11-01", to: "2026-11-30" },
});
