import { startSandboxServer } from "./start-sandbox-server";

const DEFAULT_PORT = 8787;

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`PORT must be a whole number from 0 to 65535, not "${value}".`);
    process.exit(1);
  }
  return port;
}

try {
  const server = await startSandboxServer({ port: portFromEnv(process.env.PORT), hostname: "127.0.0.1" });
  console.log(`Sandbox API listening on ${server.url}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  console.error(`Sandbox API could not start: ${(error as Error).message}`);
  process.exit(1);
}
