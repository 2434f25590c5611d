import { useId, useMemo } from "react";
import { ignoredTimeZone } from "../../config/target-time-zone";
import { useMessages } from "../../contexts/i18n-context";
import { useRuntimeConfig } from "../../contexts/runtime-config-context";
import { useSettings } from "../../contexts/settings-context";
import { browserTimeZone, timeZoneName, timeZoneNames } from "../../lib/time-zone-name";
import { timeZoneMessages } from "./time-zone-messages";

/** How the market writes a time: the example the hint gives. */
const ZONE_LESS = "2026-11-20 10:00:00";

/**
 * Settings: the zone the API in use writes its times in when they name none. It follows the
 * environment (config.json's `timeZone`) and can be chosen for the Base URL being used; the first
 * choice, and the default, is this browser's own zone, named as such.
 */
export function TimeZoneSelect() {
  const { settings, update } = useSettings();
  const config = useRuntimeConfig();
  const id = useId();
  const m = useMessages(timeZoneMessages);
  const names = useMemo(() => timeZoneNames(), []);
  // A zone chosen earlier or given by config.json may be an alias Intl lists under another name.
  const chosen = timeZoneName(settings.timeZone) ?? "";
  const listed = chosen === "" || names.includes(chosen) ? names : [chosen, ...names];
  const ignored = ignoredTimeZone(config, settings.environment);
  return (
    <div className="field">
      <label htmlFor={id}>{m.label}</label>
      <select
        id={id}
        value={chosen}
        aria-describedby={`${id}-hint${ignored === undefined ? "" : ` ${id}-ignored`}`}
        onChange={(event) => update({ timeZone: event.target.value })}
      >
        <option value="">{m.browser(browserTimeZone())}</option>
        {listed.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="hint">
        {m.hint(ZONE_LESS, settings.baseUrl)}
      </p>
      {ignored !== undefined && (
        <p id={`${id}-ignored`} className="warning">
          {m.ignored(ignored, settings.environment)}
        </p>
      )}
    </div>
  );
}
