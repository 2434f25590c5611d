import { useId } from "react";
import { useSettings } from "../../ui/settings-context";

/** Settings: whether the key is kept on this device, and how it is sent. */
export function RememberKey() {
  const { settings, update } = useSettings();
  const id = useId();
  return (
    <div className="field">
      <label className="check">
        <input
          type="checkbox"
          checked={settings.rememberKey}
          aria-describedby={id}
          onChange={(event) => update({ rememberKey: event.target.checked })}
        />
        Remember key on this device
      </label>
      <p id={id} className="hint">
        The key is sent as <code>Authorization: Bearer …</code>. It is kept in this page only unless you tick the box;
        then it is kept in this browser's local storage, and unticking removes it.
      </p>
    </div>
  );
}
