import * as z from "zod/mini";
import { defineAction } from "../define-action";
import { about, wholeNumber } from "../fields";

export const products = defineAction({
  id: "products",
  label: "List packages",
  method: "GET",
  path: { console: "/products", rest: "/products" },
  params: z.object({
    game_id: z
      .optional(wholeNumber())
      .check(about({ title: "Game ID", description: "Only the packages of this game.", examples: [1] })),
  }),
  paramsIn: "query",
  spendsMoney: false,
  contractPublished: true,
  summary: "List the top-up packages, optionally for one game.",
  example: { game_id: 1 },
});
