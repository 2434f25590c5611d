import "../lib/zod-setup";
import * as z from "zod/mini";
import type * as core from "zod/v4/core";
import { dialectOf, dialectSchema } from "../answer/dialect";
import { ORDER_ROLES } from "../answer/roles";
import { timeZoneName } from "../lib/time-zone-name";
import { checkBaseUrl } from "../request/base-url";
import { SANDBOX_BASE_URL } from "../transport/sandbox-transport";

/** The in-page sandbox, offered as an environment when config.json says demo mode is on. */
export const DEMO_ENVIRONMENT_NAME = "Embedded sandbox";

/**
 * What config.json's checks say of a mistake. The first screen checks a file without them: a file
 * with a mistake is checked again by config-issues.ts, which words it (CONFIG_CHECK_WORDS), so the
 * words load only for such a file.
 */
export interface ConfigCheckWords {
  /** A field that is missing: what to write there. */
  required: Record<"baseUrl" | "name" | "live", string>;
  /** A base URL that is neither a full address nor a path on this site. */
  notAnAddress: string;
  /** A base URL's problem, and the address a relative one resolved to. */
  resolvedTo: (problem: string, absolute: string) => string;
  unknownTimeZone: (written: string) => string;
  timeout: (written: unknown) => string;
  noName: string;
  longName: string;
  sameName: (name: string) => string;
  noEnvironment: string;
  /** `known`: the environments there are, quoted; empty when there is none. */
  noSuchEnvironment: (wanted: string, known: readonly string[]) => string;
}

/** A missing field's words, and zod's own ("expected string, received number") otherwise. */
const required = (words: ConfigCheckWords | undefined, field: keyof ConfigCheckWords["required"]) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? words?.required[field] : undefined),
});

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A base URL as written in config.json: a full address, or a path on the console's own
 * origin such as "/v1" (the same-origin reverse proxy setup). Either way it ends up absolute,
 * because that is what the Base URL field and the request builder work with.
 */
function baseUrlField(configUrl: string, words: ConfigCheckWords | undefined) {
  return z.pipe(
    z.string(required(words, "baseUrl")),
    z.transform((text: string, ctx) => {
      const written = text.trim();
      const relative = !ABSOLUTE.test(written);
      if (relative && (!written.startsWith("/") || written.startsWith("//"))) {
        ctx.issues.push({
          code: "custom",
          input: text,
          message: words?.notAnAddress,
        });
        return z.NEVER;
      }
      const absolute = relative ? new URL(written, configUrl).href : written;
      const check = checkBaseUrl(absolute);
      if (!check.ok) {
        ctx.issues.push({
          code: "custom",
          input: text,
          message: relative && words ? words.resolvedTo(check.message, absolute) : check.message,
        });
        return z.NEVER;
      }
      return check.url.href;
    }),
  );
}

/** The fields config.json may have, at the top and in each environment: anything else is a mistake. */
export const CONFIG_FIELDS = ["environments", "defaultEnvironment", "demoMode", "defaultTimeoutSeconds"] as const;
export const ENVIRONMENT_FIELDS = ["name", "baseUrl", "pathStyle", "live", "timeZone", "dialect"] as const;

export const DIALECT_FIELDS = ["words", "fields", "feeWords"] as const;

/** The fields the object at this place in config.json may have (a dialect's `words` may have any). */
export function fieldsAt(path: readonly PropertyKey[]): readonly string[] {
  if (path.length === 0) return CONFIG_FIELDS;
  if (path[0] !== "environments" || typeof path[1] !== "number") return [];
  if (path.length === 2) return ENVIRONMENT_FIELDS;
  if (path[2] !== "dialect") return [];
  if (path.length === 3) return DIALECT_FIELDS;
  return path.length === 4 && path[3] === "fields" ? ORDER_ROLES : [];
}

/**
 * Places whose wrong value is set aside with its message rather than making the whole file unusable:
 * an unknown time zone costs only the reading of times without a zone, which the browser's zone still
 * gives, and a wrong value in a dialect only that value's correction, the console's own lists still
 * reading the answers; while a wrong address or a missing `live` could send money to the wrong place.
 */
export function ignoredWhenWrong(path: readonly PropertyKey[]): boolean {
  return (
    path.length >= 3 &&
    path[0] === "environments" &&
    typeof path[1] === "number" &&
    (path[2] === "timeZone" || path[2] === "dialect")
  );
}

/** An IANA zone name as Intl writes it ("asia/jakarta" becomes "Asia/Jakarta"). */
const timeZoneField = (words: ConfigCheckWords | undefined) =>
  z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const name = timeZoneName(text);
      if (name !== undefined) return name;
      ctx.issues.push({ code: "custom", input: text, message: words?.unknownTimeZone(text) });
      return z.NEVER;
    }),
  );

/** config.json's schema; with `words` (config-issues.ts), each mistake is worded. */
export function runtimeConfigSchema(configUrl: string, words?: ConfigCheckWords) {
  const timeout = { error: (issue: { input?: unknown }) => words?.timeout(issue.input) };
  const environment = z.strictObject({
    name: z
      .string(required(words, "name"))
      .check(z.trim(), z.minLength(1, words?.noName), z.maxLength(60, words?.longName)),
    baseUrl: baseUrlField(configUrl, words),
    pathStyle: z._default(z.enum(["console", "rest"]), "console"),
    // No default: whoever deploys the console must say whether an environment spends real money.
    live: z.boolean(required(words, "live")),
    /** The zone the API writes its times in when they name none; the browser's when left out. */
    timeZone: z.optional(timeZoneField(words)),
    /** How this API's answers are read where the console's lists read them wrong (answer/dialect.ts). */
    dialect: z.optional(z.pipe(dialectSchema, z.transform(dialectOf))),
  });
  return z
    .strictObject({
      environments: z._default(z.array(environment), []),
      defaultEnvironment: z.optional(z.string()),
      demoMode: z._default(z.boolean(), true),
      defaultTimeoutSeconds: z._default(z.int(timeout).check(z.minimum(1, timeout), z.maximum(600, timeout)), 30),
    })
    .check(
      // Runs even when a field above is wrong (zod skips refinements after a failed field by
      // default), so that one pass names every mistake: it reads the file as written.
      z.superRefine((config, ctx) => crossCheck(config, ctx, words), { when: () => true }),
    );
}

type Issues = Pick<core.$RefinementCtx, "addIssue">;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Checks the fields against each other: unique names, an environment to start on, a default
 * that names one. It reads only what is readable (a field of the wrong type was reported
 * already), and reports nothing it cannot be sure of.
 */
function crossCheck(config: unknown, ctx: Issues, words: ConfigCheckWords | undefined): void {
  if (!isRecord(config)) return;
  const environments = config.environments ?? [];
  const demoMode = config.demoMode ?? true;
  if (!Array.isArray(environments)) return;
  const names = environments.map((env) =>
    isRecord(env) && typeof env.name === "string" && env.name.trim() !== "" ? env.name.trim() : undefined,
  );
  const seen = new Set<string>();
  names.forEach((name, index) => {
    if (name === undefined) return;
    if (seen.has(name) || (demoMode === true && name === DEMO_ENVIRONMENT_NAME)) {
      ctx.addIssue({
        code: "custom",
        path: ["environments", index, "name"],
        message: words?.sameName(name),
      });
    }
    seen.add(name);
  });
  if (environments.length === 0 && demoMode === false) {
    ctx.addIssue({ code: "custom", path: ["environments"], message: words?.noEnvironment });
  }
  const wanted = config.defaultEnvironment;
  // An unreadable name might be the one meant: then the default cannot be judged yet.
  if (typeof wanted !== "string" || names.includes(undefined)) return;
  const known = demoMode === false ? [...seen] : [...new Set([...seen, DEMO_ENVIRONMENT_NAME])];
  if (!known.includes(wanted)) {
    ctx.addIssue({
      code: "custom",
      path: ["defaultEnvironment"],
      message: words?.noSuchEnvironment(wanted, known),
    });
  }
}

export type RuntimeConfig = z.output<ReturnType<typeof runtimeConfigSchema>>;
export type Environment = RuntimeConfig["environments"][number];

export const DEMO_ENVIRONMENT: Environment = {
  name: DEMO_ENVIRONMENT_NAME,
  baseUrl: SANDBOX_BASE_URL,
  pathStyle: "console",
  live: false,
  // The sandbox's account that answers like the market writes Jakarta time without a zone, as the
  // market does; its other accounts write times with their zone, which no setting changes.
  timeZone: "Asia/Jakarta",
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
