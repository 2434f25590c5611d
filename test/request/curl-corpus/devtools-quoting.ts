/**
 * How Chrome DevTools quotes a request in "Copy as cURL": (bash) uses '…', or $'…' with \uXXXX
 * when the text holds control characters, ! or a quote; (cmd) wraps in ^"…^", doubles
 * backslashes, writes " as \", puts ^ before every character cmd could read, and a line break
 * as ^ and an empty line. Brackets and braces in the URL get a backslash for curl's globbing.
 */
export function devtoolsBash(text: string): string {
  if (!/[\p{Cc}!']/u.test(text)) return `'${text}'`;
  const escaped = text
    .replace(/\\/g, "\\\\")
    .replace(/'/g, "\\'")
    .replace(/\n/g, "\\n")
    .replace(/\r/g, "\\r")
    .replace(/[\p{Cc}!]/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `$'${escaped}'`;
}

export function devtoolsCmd(text: string): string {
  const escaped = text
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"')
    .replace(/[^a-zA-Z0-9\s_\-:=+~'/.,?;()*`]/g, "^$&")
    .replace(/%(?=[a-zA-Z0-9_])/g, "%^")
    .replace(/\r?\n/g, "^\n\n");
  return `^"${escaped}^"`;
}

export interface DevtoolsRequest {
  url: string;
  method?: string;
  headers: [string, string][];
  cookie?: string;
  body?: string;
}

/** The command as DevTools lays it out: one option a line, continued with \ (bash) or ^ (cmd). */
export function devtoolsCurl(request: DevtoolsRequest, shell: "bash" | "cmd"): string {
  const quote = shell === "bash" ? devtoolsBash : devtoolsCmd;
  const parts = [quote(request.url).replace(/[[{}\]]/g, "\\$&")];
  if (request.method) parts.push(`-X ${quote(request.method)}`);
  for (const [name, value] of request.headers) {
    parts.push(value.trim() ? `-H ${quote(`${name}: ${value}`)}` : `-H ${quote(`${name};`)}`);
  }
  if (request.cookie) parts.push(`-b ${quote(request.cookie)}`);
  if (request.body !== undefined) parts.push(`--data-raw ${quote(request.body)}`);
  return `curl ${parts.join(shell === "bash" ? " \\\n  " : " ^\n  ")}`;
}
