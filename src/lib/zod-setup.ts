import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

// zod's global settings, in force once this module is imported. zod reads them as it parses, so
// every module that parses imports it, directly or through the catalog (fields.ts).
// - English messages: zod's mini build ships without a locale, so it would say only "Invalid input".
// - No eval: zod's full build compiles object parsers with `new Function` and probes for that
//   ability, which the deployment's Content-Security-Policy forbids (Chromium reports even the
//   probe as a violation). The mini build does not compile them; this keeps it so if it ever would.
z.config({ ...en(), jitless: true });
