import { useId } from "react";
import type { PathStyle } from "../../catalog/define-action";
import { DEMO_ENVIRONMENT_NAME } from "../../config/runtime-config";
import { sandboxTarget } from "../../config/scenario-target";
import { scenarios } from "../../sandbox/scenarios";
import { useRuntimeConfig } from "../../ui/runtime-config-context";
import { useSettings } from "../../ui/settings-context";

const PATH_STYLES: { value: PathStyle; label: string }[] = [
  { value: "console", label: "Console paths (/create_order, /validate_player)" },
  { value: "rest", label: "REST paths (/orders, /players/validate)" },
];

/** Settings: how paths are written, the sandbox scenario, the timeout. */
export function TargetSettings() {
  const { settings, update, switchEnvironment } = useSettings();
  const { config } = useRuntimeConfig();
  const id = useId();
  const target = sandboxTarget(settings.baseUrl);
  const inSandbox = target.embedded;
  return (
    <div className="target">
      {!inSandbox && config.demoMode && (
        <p>
          <button type="button" onClick={() => switchEnvironment(DEMO_ENVIRONMENT_NAME)}>
            Use embedded sandbox
          </button>
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-style`}>Path style</label>
        <select
          id={`${id}-style`}
          value={settings.pathStyle}
          onChange={(event) => update({ pathStyle: event.target.value as PathStyle })}
        >
          {PATH_STYLES.map((style) => (
            <option key={style.value} value={style.value}>
              {style.label}
            </option>
          ))}
        </select>
      </div>
      {target.scenarios && (
        <div className="field">
          <label htmlFor={`${id}-scenario`}>Sandbox scenario</label>
          <select
            id={`${id}-scenario`}
            value={settings.scenario}
            onChange={(event) => update({ scenario: event.target.value })}
          >
            <option value="">Normal behaviour</option>
            {scenarios.map((scenario) => (
              <option key={scenario.id} value={scenario.headerValue} title={scenario.description}>
                {scenario.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field narrow">
        <label htmlFor={`${id}-timeout`}>Timeout (seconds)</label>
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
