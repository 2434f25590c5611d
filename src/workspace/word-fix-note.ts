import type { Language } from "../lib/i18n/language";
import { contractMessages } from "../request/contract-messages";
import { wordField } from "../request/word-finding";
import type { FixNote } from "./contract-fix";
import { contractFixMessages } from "./contract-fix-messages";

/** One note of the fix in the words of a language (the field's expected type in the contract's words). */
export function wordFixNote(note: FixNote, language: Language): string {
  const m = contractFixMessages[language];
  switch (note.note) {
    case "not-object":
      return m.notObject;
    case "moved":
      return m.moved(note.names.join(", "));
    case "removed":
      return m.removed(note.names.join(", "));
    case "fresh":
      return m.fresh(note.names.join(", "));
    case "required":
      return m.required(note.name);
    case "invalid":
      return m.invalid(note.name, note.text, wordField(contractMessages[language], note.field));
    case "no-key":
      return m.noKey;
    case "odd-key":
      return m.oddKey;
    case "http":
      return m.http;
  }
}
