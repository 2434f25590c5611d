import type { SetAsideReason } from "../../history/set-aside-reason";
import type { HistoryMessages } from "./history-messages";

/**
 * Why a record was set aside, in the panel's language: the console's own reasons by code, with the
 * field they are about; the schema's words about a field are shown as they are (in English).
 */
export function reasonText(t: HistoryMessages, reason: SetAsideReason): string {
  if (reason.code === "schema") {
    const { path, message } = reason.params;
    return path ? t.reasonAt(path, message) : message;
  }
  const text = t.reasons[reason.code];
  return "path" in reason.params && reason.params.path ? t.reasonAt(reason.params.path, text) : text;
}
