import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { artifactsDir } from "./paths.ts";

export const screenshotsDir = join(artifactsDir, "screenshots");

function fileName(name: string, width: number): string {
  const safe = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${safe || "screenshot"}-${width}.png`;
}

/**
 * Saves a screenshot to e2e/.artifacts/screenshots/<name>-<viewport width>.png and returns the path.
 * The whole page by default; `fullPage: false` for what the window shows (drawers, sticky bars and
 * other fixed parts only look right that way).
 */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  await mkdir(screenshotsDir, { recursive: true });
  const path = join(screenshotsDir, fileName(name, width));
  await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: "disabled" });
  return path;
}
