import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium; the journeys never download a browser. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const MISSING_CHROMIUM_REASON = `Chromium is not installed at ${CHROMIUM_PATH}: the end-to-end journeys are skipped (install it with \`apt-get install -y chromium\`).`;

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** Under CI a missing browser is a broken machine, not a reason to skip. */
export function chromiumRequired(): boolean {
  const ci = process.env.CI;
  return ci !== undefined && ci !== "" && ci !== "false" && ci !== "0";
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
