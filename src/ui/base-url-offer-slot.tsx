import type { ComponentProps } from "react";
import type { BaseUrlOfferNotice } from "./base-url-offer";
import { idleModule } from "./idle-module";

// The offer and its dialog are shown only after an import or a link; they load after the first screen.
const offer = idleModule(() => import("./base-url-offer"));

/** The base URL offer, once its code has loaded (at once if it already has). */
export function BaseUrlOfferSlot(props: ComponentProps<typeof BaseUrlOfferNotice>) {
  const loaded = offer.use("now");
  return loaded ? <loaded.BaseUrlOfferNotice {...props} /> : null;
}
