import { useId } from "react";
import { useSettings } from "../../ui/settings-context";

export function ApiKeyInput() {
  const { settings, update } = useSettings();
  const id = useId();
  return (
    <div className="field api-key">
      <label htmlFor={id}>API key</label>
      <div className="inline">
        <input
          id={id}
          type={settings.revealKey ? "text" : "password"}
          value={settings.apiKey}
          onChange={(event) => update({ apiKey: event.target.value })}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
        />
        <button
          type="button"
          aria-pressed={settings.revealKey}
          onClick={() => update({ revealKey: !settings.revealKey })}
        >
          {settings.revealKey ? "Hide key" : "Show key"}
        </button>
      </div>
      <p id={`${id}-hint`} className="hint">
        Sent as <code>Authorization: Bearer …</code>. Kept in this page only unless you tick the box.
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={settings.rememberKey}
          onChange={(event) => update({ rememberKey: event.target.checked })}
        />
        Remember key on this device
      </label>
    </div>
  );
}
