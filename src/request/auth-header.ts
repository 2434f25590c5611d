/**
 * How an Authorization header is written around the key: `Bearer ` before it as the spec says,
 * or what a customer's command had instead (`Bearer  ` with two spaces, `Token `, quotes). The
 * key itself is never part of it, so a draft can keep it, store it and put it in a link.
 */
export interface AuthForm {
  before: string;
  after: string;
}

/** What the spec asks for: `Authorization: Bearer <API_KEY>`. */
export const BEARER_FORM: AuthForm = { before: "Bearer ", after: "" };

export interface AuthParts extends AuthForm {
  key: string;
}

/**
 * Splits a header value into the key and what is written around it: the first word and the
 * whitespace after it when there is a second word, and quotes wrapped round the key. A value
 * with no space is taken as a key sent without a scheme.
 */
export function splitAuthorization(value: string): AuthParts {
  const scheme = /^(\S+\s+)([\s\S]*)$/.exec(value);
  // "Bearer" alone names a scheme and carries no key.
  if (!scheme && /^bearer$/i.test(value)) return { before: value, key: "", after: "" };
  const before = scheme?.[1] ?? "";
  const token = scheme ? (scheme[2] ?? "") : value;
  const quoted = /^(["'])([\s\S]+)\1$/.exec(token);
  if (quoted?.[1] && quoted[2] !== undefined) return { before: before + quoted[1], key: quoted[2], after: quoted[1] };
  return { before, key: token, after: "" };
}

/** The key in an Authorization header, whatever its scheme, without quotes; undefined when there is none. */
export function authorizationKey(headers: readonly (readonly [string, string])[]): string | undefined {
  const value = headers.find(([name]) => name.toLowerCase() === "authorization")?.[1];
  return value === undefined ? undefined : splitAuthorization(value.trim()).key.trim() || undefined;
}

/** The header a form gives with a key; the spec's own when no form is given. */
export function authorizationValue(form: AuthForm | undefined, key: string): string {
  const { before, after } = form ?? BEARER_FORM;
  return before + key + after;
}
