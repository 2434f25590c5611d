import "../lib/zod-setup";
import * as z from "zod/mini";
import { checkBaseUrl } from "../request/base-url";
import { SANDBOX_BASE_URL } from "../transport/sandbox-transport";

/** The in-page sandbox, offered as an environment when config.json says demo mode is on. */
export const DEMO_ENVIRONMENT_NAME = "Embedded sandbox";

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A base URL as written in config.json: a full address, or a path on the console's own
 * origin such as "/v1" (the same-origin reverse proxy setup). Either way it ends up absolute,
 * because that is what the Base URL field and the request builder work with.
 */
function baseUrlField(configUrl: string) {
  return z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const written = text.trim();
      const relative = !ABSOLUTE.test(written);
      if (relative && (!written.startsWith("/") || written.startsWith("//"))) {
        ctx.issues.push({
          code: "custom",
          input: text,
          message: 'Use a full address such as "https://api.example.com/v1", or a path on this site such as "/v1"',
        });
        return z.NEVER;
      }
      const absolute = relative ? new URL(written, configUrl).href : written;
      const check = checkBaseUrl(absolute);
      if (!check.ok) {
        ctx.issues.push({
          code: "custom",
          input: text,
          message: relative ? `${check.message} (here it means ${absolute})` : check.message,
        });
        return z.NEVER;
      }
      return check.url.href;
    }),
  );
}

export function runtimeConfigSchema(configUrl: string) {
  const environment = z.strictObject({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, "Give the environment a name"), z.maxLength(60, "At most 60 characters")),
    baseUrl: baseUrlField(configUrl),
    pathStyle: z._default(z.enum(["console", "rest"]), "console"),
    // No default: whoever deploys the console must say whether an environment spends real money.
    live: z.boolean({
      error: (issue) => (issue.input === undefined ? "Required: true if it spends real money" : undefined),
    }),
  });
  return z
    .strictObject({
      environments: z._default(z.array(environment), []),
      defaultEnvironment: z.optional(z.string()),
      demoMode: z._default(z.boolean(), true),
      defaultTimeoutSeconds: z._default(z.int().check(z.minimum(1), z.maximum(600)), 30),
    })
    .check(
      z.superRefine((config, ctx) => {
        const names = new Set<string>();
        config.environments.forEach((env, index) => {
          const taken = names.has(env.name) || (config.demoMode && env.name === DEMO_ENVIRONMENT_NAME);
          if (taken) {
            ctx.addIssue({
              code: "custom",
              path: ["environments", index, "name"],
              message: `Another environment is already called "${env.name}"`,
            });
          }
          names.add(env.name);
        });
        if (config.environments.length === 0 && !config.demoMode) {
          ctx.addIssue({
            code: "custom",
            path: ["environments"],
            message: "List an environment, or set demoMode to true",
          });
        }
        const wanted = config.defaultEnvironment;
        if (wanted !== undefined && !environmentsOf(config).some((env) => env.name === wanted)) {
          const known = [...new Set(environmentsOf(config).map((env) => `"${env.name}"`))];
          ctx.addIssue({
            code: "custom",
            path: ["defaultEnvironment"],
            message: `No environment is called "${wanted}" (there is ${known.join(", ") || "none"})`,
          });
        }
      }),
    );
}

export type RuntimeConfig = z.output<ReturnType<typeof runtimeConfigSchema>>;
export type Environment = RuntimeConfig["environments"][number];

export const DEMO_ENVIRONMENT: Environment = {
  name: DEMO_ENVIRONMENT_NAME,
  baseUrl: SANDBOX_BASE_URL,
  pathStyle: "console",
  live: false,
};

/** What the console uses when there is no config.json: demo mode only. */
export const BUILT_IN_CONFIG: RuntimeConfig = { environments: [], demoMode: true, defaultTimeoutSeconds: 30 };

/** The environments to choose from: the configured ones, then the embedded sandbox if offered. */
export function environmentsOf(config: Pick<RuntimeConfig, "environments" | "demoMode">): Environment[] {
  return config.demoMode ? [...config.environments, DEMO_ENVIRONMENT] : [...config.environments];
}

/**
 * The one named in config.json; otherwise the safest: the sandbox, then the first test
 * environment. A live one is never picked unless it was asked for.
 */
export function defaultEnvironment(config: RuntimeConfig): Environment {
  const all = environmentsOf(config);
  const named = all.find((env) => env.name === config.defaultEnvironment);
  const fallback = config.demoMode ? DEMO_ENVIRONMENT : (all.find((env) => !env.live) ?? all[0]);
  return named ?? fallback ?? DEMO_ENVIRONMENT;
}

export function findEnvironment(config: RuntimeConfig, name: string): Environment | undefined {
  return environmentsOf(config).find((env) => env.name === name);
}
