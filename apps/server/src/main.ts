import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { ConfigError, loadConfig } from "./config.ts";
import { exitOnStartupError } from "./lib/startup-error.ts";
import { createParley, defaultWebDist } from "./server.ts";
import { exitGracefullyOnSignals } from "./shutdown.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const parley = await createParley(config, { webDist: defaultWebDist }).catch(exitOnStartupError);
  const server = serve({ fetch: parley.app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(
      `Parley is running at http://localhost:${info.port} (database: ${parley.database.kind}, AI: ${parley.engine.name})`,
    );
  });
  exitGracefullyOnSignals(server as Server, parley.close);
}

await main();
