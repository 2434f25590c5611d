import "./api-key.css";
import { type ComponentType, useId } from "react";
import { sandboxReach } from "../../config/sandbox-reach";
import { useI18n } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { DEMO_KEYS } from "../../sandbox/demo-keys";
import type { DemoKeysList as DemoKeysListType } from "./demo-keys-list";

/**
 * The key, in the top bar: a password field with Show/Hide and, on the sandbox, its demo keys. The
 * list of demo keys under ▾ loads with the request tools, once the work starts (a press on ▾ starts it).
 */
export function ApiKeyInput({
  DemoKeysList,
}: {
  DemoKeysList?: ComponentType<Parameters<typeof DemoKeysListType>[0]>;
}) {
  const { settings, update } = useSettings();
  const id = useId();
  const { t } = useI18n();
  const inSandbox = sandboxReach(settings.baseUrl).embedded;
  return (
    <div className="api-key">
      <label htmlFor={id} className="visually-hidden">
        {t.apiKey.label}
      </label>
      <input
        id={id}
        type={settings.revealKey ? "text" : "password"}
        value={settings.apiKey}
        onChange={(event) => update({ apiKey: event.target.value })}
        autoComplete="off"
        spellCheck={false}
        placeholder={t.apiKey.label}
        title={t.apiKey.title}
      />
      <button
        type="button"
        aria-pressed={settings.revealKey}
        onClick={() => update({ revealKey: !settings.revealKey })}
      >
        {settings.revealKey ? t.apiKey.hide : t.apiKey.show}
      </button>
      {inSandbox && (
        <>
          <button type="button" aria-label={t.apiKey.useDemo} onClick={() => update({ apiKey: DEMO_KEYS.funded })}>
            {t.apiKey.demo}
          </button>
          <button
            type="button"
            popoverTarget={`${id}-demo`}
            aria-label={t.apiKey.otherDemos}
            className="demo-keys-toggle"
          >
            ▾
          </button>
          <div id={`${id}-demo`} popover="auto" className="demo-keys">
            <h2>{t.apiKey.demoKeys}</h2>
            {DemoKeysList ? (
              <DemoKeysList popoverId={`${id}-demo`} onChoose={(key) => update({ apiKey: key })} />
            ) : (
              <p className="hint">{t.apiKey.openingDemoKeys}</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
