import { useId } from "react";
import type { PathStyle } from "../../catalog/define-action";
import { DEMO_ENVIRONMENT_NAME } from "../../config/runtime-config";
import { sandboxReach } from "../../config/sandbox-reach";
import { useMessages } from "../../contexts/i18n-context";
import { useRuntimeConfig } from "../../contexts/runtime-config-context";
import { useSettings } from "../../contexts/settings-context";
import { scenarios } from "../../sandbox/scenarios";
import { settingsMessages } from "./settings-messages";

const PATH_STYLES: PathStyle[] = ["console", "rest"];

/** Settings: how paths are written, the sandbox scenario, the timeout. */
export function TargetSettings() {
  const { settings, update, switchEnvironment } = useSettings();
  const { config } = useRuntimeConfig();
  const id = useId();
  const m = useMessages(settingsMessages);
  const reach = sandboxReach(settings.baseUrl);
  const inSandbox = reach.embedded;
  return (
    <div className="target">
      {!inSandbox && config.demoMode && (
        <p>
          <button type="button" onClick={() => switchEnvironment(DEMO_ENVIRONMENT_NAME)}>
            {m.useSandbox}
          </button>
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-style`}>{m.pathStyle}</label>
        <select
          id={`${id}-style`}
          value={settings.pathStyle}
          onChange={(event) => update({ pathStyle: event.target.value as PathStyle })}
        >
          {PATH_STYLES.map((style) => (
            <option key={style} value={style}>
              {m.pathStyles[style]}
            </option>
          ))}
        </select>
      </div>
      {reach.scenarios && (
        <div className="field">
          <label htmlFor={`${id}-scenario`}>{m.scenario}</label>
          <select
            id={`${id}-scenario`}
            value={settings.scenario}
            onChange={(event) => update({ scenario: event.target.value })}
          >
            <option value="">{m.normal}</option>
            {scenarios.map((scenario) => (
              <option key={scenario.id} value={scenario.headerValue} title={m.scenarios[scenario.id].description}>
                {m.scenarios[scenario.id].label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field narrow">
        <label htmlFor={`${id}-timeout`}>{m.timeout}</label>
        <input
          id={`${id}-timeout`}
          type="number"
          min={1}
          max={600}
          value={settings.timeoutSeconds}
          onChange={(event) => {
            const seconds = Number(event.target.value);
            if (Number.isInteger(seconds) && seconds >= 1 && seconds <= 600) update({ timeoutSeconds: seconds });
          }}
        />
      </div>
    </div>
  );
}
