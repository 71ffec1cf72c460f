import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** A toast: an alert carrying this title (the inline form messages are alerts too, without a title). */
export function toast(page: Page, title: string): Locator {
  return page.getByRole("alert").filter({ has: page.getByText(title, { exact: true }) });
}

/** Waits until the locator is visible: Playwright's auto-waiting stands in for `expect(...).toBeVisible()`. */
export async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: "visible", ...(timeout === undefined ? {} : { timeout }) });
}

/** Waits until nothing the locator matches is visible (hidden or gone). */
export async function expectHidden(locator: Locator, timeout?: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const states = await Promise.all((await locator.all()).map((item) => item.isVisible()));
        return states.some(Boolean);
      },
      { timeout: timeout ?? 10_000, message: `expected ${locator} to be hidden` },
    )
    .toBe(false);
}

/** Waits for the path (query and hash ignored) to be exactly `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** The page is no wider than the viewport: no horizontal scrollbar. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide in a ${width} px window`).toBeLessThanOrEqual(width);
}

/** Waits until the screen has arrived: network quiet and no lazy-loading spinner left. */
export async function waitForScreen(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expectHidden(page.getByLabel("Loading", { exact: true }));
}

/**
 * Freezes the page's clock, so time moves only when the test moves it. Freeze before the action whose
 * timer is measured: freezing after seeing its result lets a slow machine spend part of the measured time.
 */
export async function pauseClock(page: Page): Promise<void> {
  // The page's clock runs on while the time is read; on a busy machine it can pass the target first.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50 * attempt);
      return;
    } catch (error) {
      if (attempt >= 10 || !String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}

/**
 * Freezes the page's clock, does `action`, then moves the clock on until `shown` is visible: the timer
 * the action starts (a toast's, a popup's) runs from a known moment, and the test moves it on from there.
 */
export async function actOnFrozenClock(page: Page, action: () => Promise<unknown>, shown: Locator): Promise<void> {
  await pauseClock(page);
  await action();
  await runClockUntilVisible(page, shown);
}

/**
 * With the clock frozen, moves it on 50 ms at a time until the locator is visible (network answers
 * arrive in real time meanwhile); the page's timers started with it then run from a known moment.
 */
export async function runClockUntilVisible(page: Page, locator: Locator, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await locator.first().isVisible())) {
    if (Date.now() > deadline) throw new Error(`${locator} did not show within ${timeoutMs} ms`);
    await page.clock.runFor(50);
  }
}

/** The dashboard's parts: the sidebar that lists the forms, and the selected form's details. */
export interface Dashboard {
  sidebar: Locator;
  details: Locator;
}

/** Selects the form titled `title` in the dashboard's sidebar (the dashboard is open). */
export async function selectInDashboard(page: Page, title: string): Promise<Dashboard> {
  const sidebar = page.getByRole("complementary", { name: "Dashboard sidebar" });
  await sidebar.getByRole("button", { name: title, exact: true }).click();
  return { sidebar, details: page.getByRole("region", { name: "Form details" }) };
}

/** Opens the dashboard and selects the form titled `title`. */
export async function openInDashboard(page: Page, title: string): Promise<Dashboard> {
  await page.goto("/dashboard");
  await waitForScreen(page);
  return selectInDashboard(page, title);
}
