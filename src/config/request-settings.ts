import type { RequestSettings } from "../request/build-request";
import { SCENARIO_HEADER } from "../sandbox/scenario-header";
import { sandboxReach } from "./sandbox-reach";
import type { Settings } from "./settings";

/** The part of the settings a request is built from. A scenario applies only to a sandbox. */
export function requestSettingsFrom(settings: Settings): RequestSettings {
  const scenario = settings.scenario && sandboxReach(settings.baseUrl).scenarios ? settings.scenario : "";
  return {
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    pathStyle: settings.pathStyle,
    extraHeaders: scenario ? [[SCENARIO_HEADER, scenario]] : [],
  };
}
