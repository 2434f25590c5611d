import { createElement, Fragment, type ReactNode } from "react";
import type { Parts } from "../lib/i18n/parts";

/** A message's parts (strings and the elements it was given) as one fragment, in their order. */
export function sentence(parts: Parts<ReactNode>): ReactNode {
  return createElement(Fragment, null, ...parts);
}
