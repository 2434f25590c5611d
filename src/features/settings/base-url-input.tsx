import "./settings.css";
import { useId } from "react";
import { sandboxReach } from "../../config/sandbox-reach";
import { useI18n } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { checkBaseUrl } from "../../request/base-url";

// Characters: room for a short address (https://api.example/v1) before it grows.
const MIN_SIZE = 20;

/** Where requests go, in the top bar; what is wrong with it is said on its own line below. */
export function BaseUrlInput() {
  const { settings, update } = useSettings();
  const id = useId();
  const check = checkBaseUrl(settings.baseUrl);
  const inSandbox = sandboxReach(settings.baseUrl).embedded;
  const { t } = useI18n();
  return (
    <div className="base-url">
      <label htmlFor={id} className="visually-hidden">
        {t.baseUrl.label}
      </label>
      <input
        id={id}
        type="url"
        value={settings.baseUrl}
        // The whole address shows, where money goes: the field is as wide as what it holds.
        size={Math.max(MIN_SIZE, settings.baseUrl.length + 1)}
        onChange={(event) => update({ baseUrl: event.target.value })}
        spellCheck={false}
        aria-invalid={!check.ok}
        aria-describedby={`${id}-hint`}
        title={inSandbox ? t.baseUrl.sandbox : t.baseUrl.remote}
      />
      <p
        id={`${id}-hint`}
        className={check.ok ? "visually-hidden" : "error bar-note"}
        role={check.ok ? undefined : "alert"}
      >
        {check.ok ? `${inSandbox ? t.baseUrl.sandbox : t.baseUrl.remote}.` : t.baseUrl.problem(check)}
      </p>
    </div>
  );
}
