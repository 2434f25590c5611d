import { isLiveTarget } from "../config/live-target";
import { type Environment, environmentsOf, findEnvironment } from "../config/runtime-config";
import { useRuntimeConfig } from "./runtime-config-context";
import { useSettings } from "./settings-context";

export interface CurrentEnvironment {
  environment: Environment | undefined;
  environments: Environment[];
  /** Requests spend real money: say so wherever money is involved. */
  live: boolean;
  /** The Base URL no longer matches the environment's own. */
  edited: boolean;
}

export function useEnvironment(): CurrentEnvironment {
  const { config } = useRuntimeConfig();
  const { settings } = useSettings();
  const environment = findEnvironment(config, settings.environment);
  return {
    environment,
    environments: environmentsOf(config),
    live: isLiveTarget(config, settings.environment, settings.baseUrl),
    edited: environment !== undefined && environment.baseUrl !== settings.baseUrl,
  };
}
