import type { AnswerStyle } from "./answer-style";
import { houseStyle } from "./house-style";
import type { AccountKey } from "./seed-accounts";

/** The one place an account's style is chosen: every key answers in the sandbox's own style. */
export function answerStyleOf(_key: AccountKey): AnswerStyle {
  return houseStyle;
}
