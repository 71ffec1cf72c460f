import type { BrowserContextOptions, Page } from "playwright-core";
import { test as base, describe } from "vitest";
import {
  CHROMIUM_PATH,
  chromiumAvailable,
  chromiumRequired,
  launchChromium,
  MISSING_CHROMIUM_REASON,
} from "./chromium.ts";
import { saveScreenshot } from "./screenshots.ts";
import { type ServerOptions, startServer } from "./server.ts";
import { DESKTOP, MOBILE, type Viewport } from "./viewports.ts";

/** Playwright waits this long for an element or a navigation before failing the step. */
const ACTION_TIMEOUT_MS = 10_000;

export interface JourneyOptions {
  /** Environment for this file's server, e.g. `{ AI_PROVIDER: "local" }`. */
  env?: ServerOptions["env"];
  /** More options for every test's browser context, e.g. `{ bypassCSP: true }`. */
  context?: BrowserContextOptions;
}

/**
 * The `test` of a journey file. Fixtures:
 * - `server`: the real Parley server, one per file, fresh database (`server.url`);
 * - `browser`: Chromium, one per file;
 * - `viewport`: 1280x800 unless a suite says `test.override("viewport", MOBILE)`;
 * - `page`: a page in a new browser context per test (baseURL = the server), screenshotted on failure.
 */
export function journeyTest(options: JourneyOptions = {}) {
  return (
    base
      // First, so that nothing starts when the journeys cannot run.
      .extend("chromium", { auto: true }, async ({ skip }) => {
        if (!chromiumAvailable()) {
          if (chromiumRequired()) throw new Error(`CI is set and ${MISSING_CHROMIUM_REASON}`);
          skip(MISSING_CHROMIUM_REASON);
        }
        return CHROMIUM_PATH;
      })
      // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
      .extend("server", { scope: "file" }, async ({}, { onCleanup }) => {
        const server = await startServer({ env: options.env ?? {} });
        onCleanup(() => server.stop());
        return server;
      })
      // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
      .extend("browser", { scope: "file" }, async ({}, { onCleanup }) => {
        const browser = await launchChromium();
        onCleanup(() => browser.close());
        return browser;
      })
      .extend("viewport", DESKTOP as Viewport)
      .extend("page", async ({ browser, server, viewport, task }, { onCleanup }): Promise<Page> => {
        const context = await browser.newContext({ ...options.context, viewport, baseURL: server.url });
        const page = await context.newPage();
        page.setDefaultTimeout(ACTION_TIMEOUT_MS);
        page.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS * 2);
        const pageErrors: string[] = [];
        page.on("pageerror", (error) => pageErrors.push(error.stack ?? error.message));
        // Fixtures are torn down before onTestFailed handlers run, so the failure is looked at here.
        onCleanup(async () => {
          if (task.result?.state === "fail") await reportFailure(page, task.name, pageErrors, server.output());
          await context.close();
        });
        return page;
      })
  );
}

export const test = journeyTest();

/** Declares the same tests twice: in a describe at 1280 px, then in one at 375 px. */
export function atBothWidths(journey: ReturnType<typeof journeyTest>, tests: (viewport: Viewport) => void): void {
  for (const viewport of [DESKTOP, MOBILE]) {
    describe(`at ${viewport.width} px`, () => {
      journey.override("viewport", viewport);
      tests(viewport);
    });
  }
}

async function reportFailure(page: Page, name: string, pageErrors: string[], serverOutput: string): Promise<void> {
  const path = page.isClosed() ? undefined : await saveScreenshot(page, `failed-${name}`).catch(() => undefined);
  console.error(
    [
      `Journey "${name}" failed at ${page.isClosed() ? "a closed page" : page.url()}`,
      path ? `screenshot: ${path}` : "no screenshot could be taken",
      ...pageErrors.map((error) => `page error: ${error}`),
      `server output (last lines):\n${serverOutput.trimEnd().split("\n").slice(-20).join("\n")}`,
    ].join("\n"),
  );
}
