import { balance } from "../../catalog/actions/balance";
import { success } from "../api-result";
import { defineHandler } from "../define-handler";
import { CURRENCY, majorUnits } from "../game-catalog";

export const balanceHandler = defineHandler(balance, (_params, { account, now }) =>
  success({
    balance: majorUnits(account.balance),
    currency: CURRENCY,
    account: account.label,
    as_of: new Date(now).toISOString(),
  }),
);
