import { useMemo } from "react";
import { type AnswerContext, readAnswer } from "../../answer/read-answer";
import { useMessages } from "../../contexts/i18n-context";
import { useMoney } from "../../queries/use-money";
import { useWalletCurrency } from "../../queries/use-wallet-currency";
import type { ResponseRecord } from "../../request/response-record";
import { orderTrackingMessages } from "./order-tracking-messages";

interface OrderPriceProps {
  /** The order's own answer, read again at each render so a correction of its price field applies at once. */
  answer: ResponseRecord;
  context: AnswerContext;
  /** The order was placed on the target the settings name now: only then may the wallet be asked its currency. */
  current: boolean;
}

/**
 * The price the order's answer names, as money in the console's language: in the currency the
 * answer names, else the wallet's (`Rp 177.000`, `IDR 177,000`). The wallet is asked only for a
 * price that names no currency, and its currency also decides how a text amount reads ("15.000"
 * Rupiah is fifteen thousand). A price that still reads more than one way is shown as sent, never
 * as a guess; nothing when the answer names no price.
 */
export function OrderPrice({ answer, context, current }: OrderPriceProps) {
  const t = useMessages(orderTrackingMessages);
  const money = useMoney({ askWallet: current });
  const named = useMemo(() => readAnswer(answer, context), [answer, context]);
  const priced = named.price !== undefined || named.priceProblem !== undefined;
  const wallet = useWalletCurrency(current && priced && named.currency === undefined);
  const reading = useMemo(
    () => (wallet && named.currency === undefined ? readAnswer(answer, { ...context, walletCurrency: wallet }) : named),
    [answer, context, wallet, named],
  );
  if (reading.priceProblem) {
    return <p>{t.priceUnclear(reading.priceProblem.text, reading.priceProblem.field)}</p>;
  }
  if (!reading.price) return null;
  const currency = reading.currency?.value;
  return <p>{t.price(money(reading.price.value, currency !== undefined ? { currency } : {}))}</p>;
}
