import type { RequestSpec } from "../../request/request-spec";
import type { HttpRecord } from "../../request/response-record";
import type { ValueUse } from "../../response/value-uses";
import { playerOrder } from "../../workspace/player-order";

interface PlayerOrderOfferProps {
  actionId: string;
  record: HttpRecord;
  spec: RequestSpec;
  onUse: (use: ValueUse) => void;
}

/** The next step after a player check the API accepted: an order for that very player. */
export function PlayerOrderOffer({ actionId, record, spec, onUse }: PlayerOrderOfferProps) {
  const order = playerOrder(actionId, record.status, spec);
  if (!order) return null;
  const label = "Place an order for this player";
  return (
    <p className="next-step">
      <button type="button" onClick={() => onUse({ ...order, label })}>
        {label}
      </button>{" "}
      <span className="hint">
        Opens Place top-up order with user_id {order.values.user_id}
        {order.values.zone_id !== undefined && ` and zone_id ${order.values.zone_id}`}.
      </span>
    </p>
  );
}
