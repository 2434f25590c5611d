import { findAction } from "../../catalog/catalog";
import { useI18n, useMessages } from "../../contexts/i18n-context";
import { actionLabel } from "../../lib/i18n/action-label";
import type { RequestSpec } from "../../request/request-spec";
import type { HttpRecord } from "../../request/response-record";
import type { ValueUse } from "../../response/value-uses";
import { playerOrder } from "../../workspace/player-order";
import { responseViewsMessages } from "./response-views-messages";

interface PlayerOrderOfferProps {
  actionId: string;
  record: HttpRecord;
  spec: RequestSpec;
  onUse: (use: ValueUse) => void;
}

/** The next step after a player check the API accepted: an order for that very player. */
export function PlayerOrderOffer({ actionId, record, spec, onUse }: PlayerOrderOfferProps) {
  const { t } = useI18n();
  const m = useMessages(responseViewsMessages);
  const order = playerOrder(actionId, record.status, spec);
  if (!order) return null;
  const action = findAction(order.actionId);
  return (
    <p className="next-step">
      <button
        type="button"
        onClick={() =>
          onUse({ ...order, offer: "orderValidatedPlayer", label: responseViewsMessages.en.placeOrderForPlayer })
        }
      >
        {m.placeOrderForPlayer}
      </button>{" "}
      <span className="hint">
        {m.opensOrder(
          action ? actionLabel(t, action) : order.actionId,
          order.values.user_id ?? "",
          order.values.zone_id,
        )}
      </span>
    </p>
  );
}
