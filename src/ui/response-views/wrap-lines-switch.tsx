import { useId } from "react";
import { useMessages } from "../i18n-context";
import { responseViewsMessages } from "./response-views-messages";
import { useWrapLines } from "./wrap-lines";

/** The "Wrap lines" checkbox above the Raw body: only the display changes, never the bytes. */
export function WrapLinesSwitch() {
  const m = useMessages(responseViewsMessages);
  const [wrap, setWrap] = useWrapLines();
  const hint = useId();
  return (
    <div className="inline">
      <label className="check">
        <input
          type="checkbox"
          checked={wrap}
          aria-describedby={hint}
          onChange={(event) => setWrap(event.target.checked)}
        />
        {m.wrapLines}
      </label>
      <span id={hint} className="hint">
        {m.wrapLinesHint}
      </span>
    </div>
  );
}
