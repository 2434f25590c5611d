import type { Context } from "hono";
import type { RateLimitConfig } from "./rate-limiter";
import { sendError } from "./respond";
import type { SandboxEnv } from "./sandbox-env";
import type { ScenarioId } from "./scenarios";

type InstantScenario = Exclude<ScenarioId, "slow" | "hang">;

const BAD_GATEWAY_PAGE = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

const ERROR_PAGE = `<!DOCTYPE html>
<html>
<head><title>Internal Server Error</title></head>
<body>
<h1>Internal Server Error</h1>
<p>The server could not complete your request.</p>
<script>alert("script from an error page")</script>
</body>
</html>
`;

/** Markup in values and in a key: a console must render all of it as text. */
export const HTML_INJECTION_BODY = {
  data: {
    note: "Every string here is markup. It must appear as text, never run or render.",
    name: "<script>alert(1)</script>",
    description: "<img src=x onerror=alert(1)>",
    link: '<a href="javascript:alert(1)">click me</a>',
    svg: "<svg onload=alert(1)>",
    iframe: '<iframe src="javascript:alert(1)"></iframe>',
    style: "<style>body{display:none}</style>",
    "<b>key</b>": "markup in a key",
    items: [{ game_id: 1, name: '"><script>alert(document.domain)</script>' }],
  },
};

const LONG_LINE_CHARS = 1024 * 1024;
let longLine: string | undefined;

/**
 * `{"data":{"blob":"…"}}` with 1 MiB of letters and digits: a line with no break opportunity,
 * which a view that wraps text has to cut by itself. Built on first use, then kept.
 */
function longLineBody(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  longLine ??= JSON.stringify({
    data: { blob: alphabet.repeat(Math.ceil(LONG_LINE_CHARS / alphabet.length)).slice(0, LONG_LINE_CHARS) },
  });
  return longLine;
}

/** The sandbox scenarios that answer at once, without reaching a route. */
export function scenarioResponse(c: Context<SandboxEnv>, id: InstantScenario, rateLimit: RateLimitConfig): Response {
  switch (id) {
    case "server_error":
      return sendError(c, {
        code: "INTERNAL_ERROR",
        message: "Internal server error (sandbox scenario server_error).",
      });
    case "bad_gateway":
      return c.html(BAD_GATEWAY_PAGE, 502, { Server: "nginx" });
    case "malformed_json":
      return c.body('{"data":{"balance":10000.00,"currency":"USD","as_of":"2026-', 200, {
        "Content-Type": "application/json",
      });
    case "empty_body":
      return c.body(null, 200, { "Content-Type": "application/json" });
    case "rate_limited": {
      const message = "Too many requests (sandbox scenario rate_limited). Retry after 30 seconds.";
      return sendError(
        c,
        { code: "RATE_LIMITED", message, details: { retry_after_seconds: 30 } },
        {
          "Retry-After": "30",
          "X-RateLimit-Limit": String(rateLimit.limit),
          "X-RateLimit-Remaining": "0",
          "X-RateLimit-Reset": "30",
        },
      );
    }
    case "html_injection":
      return c.json(HTML_INJECTION_BODY, 200);
    case "html_error_page":
      return c.html(ERROR_PAGE, 500);
    case "long_line":
      return c.body(longLineBody(), 200, { "Content-Type": "application/json" });
  }
}
