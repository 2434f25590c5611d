import { balance } from "../../catalog/actions/balance";
import { success } from "../api-result";
import { defineHandler } from "../define-handler";

export const balanceHandler = defineHandler(balance, (_params, { account, now, style }) =>
  success({
    balance: style.money(account.balance),
    currency: style.currency,
    account: account.label,
    as_of: style.time(now),
  }),
);
