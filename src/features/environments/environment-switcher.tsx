import { useId } from "react";
import { useSettings } from "../../ui/settings-context";
import { useEnvironment } from "../../ui/use-environment";

/** Where requests go, by name. A live environment says so in words, not only in colour. */
export function EnvironmentSwitcher() {
  const { settings, switchEnvironment } = useSettings();
  const { environment, environments, live, edited } = useEnvironment();
  const id = useId();
  return (
    <div className="environment">
      <label htmlFor={id} className="visually-hidden">
        Environment
      </label>
      <select
        id={id}
        value={settings.environment}
        onChange={(event) => switchEnvironment(event.target.value)}
        aria-describedby={`${id}-money`}
      >
        {environments.map((env) => (
          <option key={env.name} value={env.name}>
            {env.live ? `${env.name} (LIVE — real money)` : env.name}
          </option>
        ))}
      </select>
      <p id={`${id}-money`} role="status" className={live ? "live-badge" : "not-live"}>
        {live ? (
          "LIVE — real money"
        ) : (
          <>
            Not live<span className="visually-hidden">: no real money</span>
          </>
        )}
      </p>
      {edited && environment && (
        <p className="hint bar-note">
          Base URL edited: requests go to the Base URL field, not to <code>{environment.baseUrl}</code>.{" "}
          <button type="button" className="link" onClick={() => switchEnvironment(environment.name)}>
            Use the environment's
          </button>
        </p>
      )}
    </div>
  );
}
