import * as z from "zod/mini";
import { defineAction } from "../define-action";

export const games = defineAction({
  id: "games",
  label: "List games",
  method: "GET",
  path: { console: "/games", rest: "/games" },
  params: z.object({}),
  paramsIn: "query",
  spendsMoney: false,
  contractPublished: true,
  summary: "List the games on offer.",
  example: {},
});
