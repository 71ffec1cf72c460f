import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { chromiumAvailable, chromiumRequired, MISSING_CHROMIUM_REASON } from "./chromium.ts";
import { screenshotsDir } from "./screenshots.ts";

/** Runs once before the journeys: under CI a missing Chromium fails the run instead of skipping it. */
export default async function setup(): Promise<void> {
  // A failure screenshot left by an earlier run would look like one of this run.
  const old = await readdir(screenshotsDir).catch(() => [] as string[]);
  await Promise.all(
    old.filter((name) => name.startsWith("failed-")).map((name) => rm(join(screenshotsDir, name), { force: true })),
  );
  if (chromiumAvailable()) return;
  if (chromiumRequired()) {
    throw new Error(`CI is set and ${MISSING_CHROMIUM_REASON.replace(": the end-to-end journeys are skipped", "")}`);
  }
  console.warn(`\n${MISSING_CHROMIUM_REASON}\n`);
}
