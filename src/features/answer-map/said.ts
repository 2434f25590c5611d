import type { OrderRole } from "../../answer/roles";
import type { StatusKind } from "../../answer/status-words";
import type { AnswerMapMessages } from "./answer-map-messages";

/** What the last correction in the map did, as data: worded when shown. */
export type Said =
  | { kind: "saved-word"; word: string; meaning: StatusKind }
  | { kind: "undone-word"; word: string }
  | { kind: "saved-field"; role: OrderRole; field: string }
  | { kind: "undone-field"; role: OrderRole };

export function saidText(m: AnswerMapMessages, said: Said): string {
  switch (said.kind) {
    case "saved-word":
      return m.savedWord(said.word, m.kinds[said.meaning]);
    case "undone-word":
      return m.undoneWord(said.word);
    case "saved-field":
      return m.savedField(m.roles[said.role], said.field);
    case "undone-field":
      return m.undoneField(m.roles[said.role]);
  }
}
