import { useId } from "react";
import { DEMO_ENVIRONMENT_NAME } from "../../config/runtime-config";
import { useI18n } from "../../contexts/i18n-context";
import { useSettings } from "../../contexts/settings-context";
import { useEnvironment } from "../../contexts/use-environment";
import { sentence } from "../../ui/sentence";

/** Where requests go, by name. A live environment says so in words, not only in colour. */
export function EnvironmentSwitcher() {
  const { settings, switchEnvironment } = useSettings();
  const { environment, environments, live, edited } = useEnvironment();
  const id = useId();
  const { t } = useI18n();
  return (
    <div className="environment">
      <label htmlFor={id} className="visually-hidden">
        {t.environment.label}
      </label>
      <select
        id={id}
        value={settings.environment}
        onChange={(event) => switchEnvironment(event.target.value)}
        aria-describedby={`${id}-money`}
      >
        {environments.map((env) => (
          <option key={env.name} value={env.name}>
            {env.live
              ? t.environment.liveOption(env.name)
              : env.name === DEMO_ENVIRONMENT_NAME
                ? t.environment.embedded
                : env.name}
          </option>
        ))}
      </select>
      <p id={`${id}-money`} role="status" className={live ? "live-badge" : "not-live"}>
        {live ? (
          t.environment.live
        ) : (
          <>
            <span aria-hidden="true">{t.environment.notLive}</span>
            <span className="visually-hidden">{t.environment.notLiveSaid}</span>
          </>
        )}
      </p>
      {edited && environment && (
        <p className="hint bar-note">
          {sentence(t.environment.edited(<code>{environment.baseUrl}</code>))}{" "}
          <button type="button" className="link" onClick={() => switchEnvironment(environment.name)}>
            {t.environment.useEnvironments}
          </button>
        </p>
      )}
    </div>
  );
}
