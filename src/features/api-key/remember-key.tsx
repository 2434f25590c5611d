import { useId } from "react";
import { useMessages } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { sentence } from "../../ui/sentence";
import { rememberKeyMessages } from "./remember-key-messages";

/** Settings: whether the key is kept on this device, and how it is sent. */
export function RememberKey() {
  const { settings, update } = useSettings();
  const id = useId();
  const m = useMessages(rememberKeyMessages);
  return (
    <div className="field">
      <label className="check">
        <input
          type="checkbox"
          checked={settings.rememberKey}
          aria-describedby={id}
          onChange={(event) => update({ rememberKey: event.target.checked })}
        />
        {m.rememberKey}
      </label>
      <p id={id} className="hint">
        {sentence(m.remember(<code>Authorization: Bearer …</code>))}
      </p>
    </div>
  );
}
