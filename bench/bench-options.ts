import { parseArgs } from "node:util";

export interface BenchOptions {
  runs: number;
  warmup: number;
  build: boolean;
  /** Where the console is built to and served from. */
  dist: string;
  /** wallet_history limits: about 300 kB and at least 5 MB of JSON with sk_demo_history. */
  smallLimit: number;
  largeLimit: number;
  out: string;
  help: boolean;
}

export const USAGE = `npm run bench -- [options]

Measures the first screen (size, interactive, started, first paint, heap) beside a plain HTML
floor page in the same runs, a ~300 kB, a >= 5 MB and a 1 MiB one-line response on screen, and a
10,000-row batch file read and shown, then dry-run (time, API calls), each with its longest
main-thread task. Reports; exits 0 whatever the figures.

  --runs N          measured runs, each in a fresh browser context (default 5)
  --warmup N        runs done first and discarded (default 1)
  --no-build        serve the existing build in --dist instead of building
  --dist DIR        build output to serve (default bench/results/dist, so dist/ is left alone)
  --small-limit N   wallet_history limit of the ~300 kB response (default 1200)
  --large-limit N   wallet_history limit of the >= 5 MB response (default 50000, ~12.5 MB)
  --out FILE        results file (default bench/results/latest.json)`;

function count(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min) throw new Error(`--${name} needs a whole number ≥ ${min}, got "${text}"`);
  return value;
}

export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      runs: { type: "string", default: "5" },
      warmup: { type: "string", default: "1" },
      "no-build": { type: "boolean", default: false },
      dist: { type: "string", default: "bench/results/dist" },
      "small-limit": { type: "string", default: "1200" },
      "large-limit": { type: "string", default: "50000" },
      out: { type: "string", default: "bench/results/latest.json" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  return {
    runs: count("runs", values.runs, 1),
    warmup: count("warmup", values.warmup, 0),
    build: !values["no-build"],
    dist: values.dist,
    smallLimit: count("small-limit", values["small-limit"], 1),
    largeLimit: count("large-limit", values["large-limit"], 1),
    out: values.out,
    help: values.help,
  };
}
