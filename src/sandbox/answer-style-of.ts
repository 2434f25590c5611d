import type { AnswerStyle } from "./answer-style";
import { DEMO_KEYS } from "./demo-keys";
import { houseStyle } from "./house-style";
import { marketStyle } from "./market-style";
import type { AccountKey } from "./seed-accounts";

/**
 * The one place an account's style is chosen: the Rupiah key answers as the Indonesian top-up
 * market does, every other key in the sandbox's own documented style.
 */
export function answerStyleOf(key: AccountKey): AnswerStyle {
  return key === DEMO_KEYS.rupiah ? marketStyle : houseStyle;
}
