/**
 * Prints how long the server takes to become healthy when its data already exists: it starts the
 * server once on a fresh data directory (migrations, demo form), stops it, starts it again on the
 * same directory, and reports the milliseconds from spawn to the first 200 from GET /api/health.
 *
 *   node e2e/support/startup-time.ts
 */
import { rm } from "node:fs/promises";
import { makeDataDir, startServer } from "./server.ts";

const dataDir = await makeDataDir();
try {
  const first = await startServer({ dataDir });
  await first.stop();
  console.log(`first start (fresh data directory): ${Math.round(first.startupMs)} ms`);

  const second = await startServer({ dataDir });
  await second.stop();
  console.log(`second start (data present): ${Math.round(second.startupMs)} ms`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
