import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

// Imported by every module that builds schemas, before it builds any.
// - English messages: zod's mini build ships without a locale, so it would say only "Invalid input".
// - No eval: zod compiles object parsers with `new Function` when it can, and probes for that
//   ability when an object schema is created. The deployment's Content-Security-Policy forbids
//   eval, and Chromium reports even the probe as a violation. Interpreted parsers are plenty fast
//   for forms and config.
z.config({ ...en(), jitless: true });
