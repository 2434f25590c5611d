import { z } from "zod";

// zod compiles object parsers with `new Function` when it can, and probes for that ability once.
// The deployment's Content-Security-Policy forbids eval (no 'unsafe-eval'), and Chromium reports
// even the probe as a violation. The probe runs whenever an object schema is created, so this
// module must be evaluated before any other module that creates one: app.tsx imports it first.
// The interpreted parsers are plenty fast for forms and config.
z.config({ jitless: true });
