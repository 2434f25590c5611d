import "./api-key.css";
import { useId } from "react";
import { sandboxTarget } from "../../config/scenario-target";
import { DEMO_KEYS } from "../../sandbox/demo-keys";
import { idleModule } from "../../ui/idle-module";
import { useSettings } from "../../ui/settings-context";

// What each demo key is for: read when the list is opened, loaded after the first screen.
const demoKeysList = idleModule(() => import("./demo-keys-list"));

/** The key, in the top bar: a password field with Show/Hide and, on the sandbox, its demo keys. */
export function ApiKeyInput() {
  const { settings, update } = useSettings();
  const id = useId();
  const inSandbox = sandboxTarget(settings.baseUrl).embedded;
  const demoList = demoKeysList.use("asked");
  return (
    <div className="api-key">
      <label htmlFor={id} className="visually-hidden">
        API key
      </label>
      <input
        id={id}
        type={settings.revealKey ? "text" : "password"}
        value={settings.apiKey}
        onChange={(event) => update({ apiKey: event.target.value })}
        autoComplete="off"
        spellCheck={false}
        placeholder="API key"
        title="Sent as Authorization: Bearer …; kept in this page only unless remembered (Settings)"
      />
      <button
        type="button"
        aria-pressed={settings.revealKey}
        onClick={() => update({ revealKey: !settings.revealKey })}
      >
        {settings.revealKey ? "Hide key" : "Show key"}
      </button>
      {inSandbox && (
        <>
          <button type="button" aria-label="Use demo key" onClick={() => update({ apiKey: DEMO_KEYS.funded })}>
            Demo key
          </button>
          <button
            type="button"
            popoverTarget={`${id}-demo`}
            aria-label="Other demo keys"
            className="demo-keys-toggle"
            onPointerEnter={() => void demoKeysList.load()}
            onFocus={() => void demoKeysList.load()}
            onClick={() => void demoKeysList.load()}
          >
            ▾
          </button>
          <div id={`${id}-demo`} popover="auto" className="demo-keys">
            <h2>Demo keys</h2>
            {demoList ? (
              <demoList.DemoKeysList popoverId={`${id}-demo`} onChoose={(key) => update({ apiKey: key })} />
            ) : (
              <p className="hint">Loading…</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
