import "./settings.css";
import { useId } from "react";
import { sandboxTarget } from "../../config/scenario-target";
import { checkBaseUrl } from "../../request/base-url";
import { useSettings } from "../../ui/settings-context";

/** Where requests go, in the top bar; what is wrong with it is said on its own line below. */
export function BaseUrlInput() {
  const { settings, update } = useSettings();
  const id = useId();
  const check = checkBaseUrl(settings.baseUrl);
  const inSandbox = sandboxTarget(settings.baseUrl).embedded;
  return (
    <div className="base-url">
      <label htmlFor={id} className="visually-hidden">
        Base URL
      </label>
      <input
        id={id}
        type="url"
        value={settings.baseUrl}
        onChange={(event) => update({ baseUrl: event.target.value })}
        spellCheck={false}
        aria-invalid={!check.ok}
        aria-describedby={`${id}-hint`}
        title={inSandbox ? "Embedded sandbox: runs in this page, no real money" : "Requests go here from your browser"}
      />
      <p
        id={`${id}-hint`}
        className={check.ok ? "visually-hidden" : "error bar-note"}
        role={check.ok ? undefined : "alert"}
      >
        {!check.ok && check.message}
        {check.ok && inSandbox && "Embedded sandbox: runs in this page, no real money."}
        {check.ok && !inSandbox && "Requests go to this address from your browser."}
      </p>
    </div>
  );
}
