import * as z from "zod/mini";
import { defineAction } from "../define-action";

export const balance = defineAction({
  id: "balance",
  label: "Check wallet balance",
  method: "GET",
  path: { console: "/balance", rest: "/balance" },
  params: z.object({}),
  paramsIn: "query",
  spendsMoney: false,
  contractPublished: true,
  summary: "Read the balance of the reseller's wallet.",
  example: {},
});
