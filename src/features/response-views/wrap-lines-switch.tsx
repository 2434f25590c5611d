import { useMessages } from "../../contexts/i18n-context";
import { HintedCheckbox } from "../../ui/hinted-checkbox";
import { responseViewsMessages } from "./response-views-messages";
import { useWrapLines } from "./wrap-lines";

/** The "Wrap lines" checkbox above the Raw body: only the display changes, never the bytes. */
export function WrapLinesSwitch() {
  const m = useMessages(responseViewsMessages);
  const [wrap, setWrap] = useWrapLines();
  return <HintedCheckbox label={m.wrapLines} hint={m.wrapLinesHint} checked={wrap} onChange={setWrap} />;
}
