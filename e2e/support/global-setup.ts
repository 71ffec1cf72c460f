import { chromiumAvailable, chromiumRequired, MISSING_CHROMIUM_REASON } from "./chromium.ts";

/** Runs once before the journeys: under CI a missing Chromium fails the run instead of skipping it. */
export default function setup(): void {
  if (chromiumAvailable()) return;
  if (chromiumRequired()) {
    throw new Error(`CI is set and ${MISSING_CHROMIUM_REASON.replace(": the end-to-end journeys are skipped", "")}`);
  }
  console.warn(`\n${MISSING_CHROMIUM_REASON}\n`);
}
