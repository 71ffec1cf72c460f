import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { PASSWORD } from "../support/api.ts";
import { logIn, register } from "../support/auth-ui.ts";
import { test } from "../support/fixtures.ts";
import { saveScreenshot } from "../support/screenshots.ts";
import {
  actOnFrozenClock,
  expectHidden,
  expectNoHorizontalScroll,
  expectPath,
  expectVisible,
  toast,
  waitForScreen,
} from "../support/ui.ts";
import { MOBILE } from "../support/viewports.ts";

const CREATE_FORM_SUBTITLE = "Generate questions for your survey with AI-powered assistance.";

/** The screens anyone can open without data of their own. */
const PUBLIC_SCREENS = ["/home", "/pricing", "/contact", "/faq", "/login", "/register", "/create-form"];

/** Every public screen renders (no 'Page not found') within the window's width; each is screenshotted. */
async function expectPublicScreensFit(page: Page): Promise<void> {
  for (const path of PUBLIC_SCREENS) {
    await page.goto(path);
    await waitForScreen(page);
    await expectHidden(page.getByRole("heading", { name: "Page not found" }));
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, `page-${path.slice(1)}`);
  }
}

/** The signed-out header: Login and Register. */
async function expectSignedOut(page: Page): Promise<void> {
  await expectVisible(page.getByRole("banner").getByRole("link", { name: "Login", exact: true }));
  await expectVisible(page.getByRole("banner").getByRole("link", { name: "Register", exact: true }));
}

describe("accounts", () => {
  test("register, greeting, Dashboard toast, log out, wrong password, log in", async ({ page }) => {
    // A fake clock (time flows normally until paused) lets the journey skip the toast's 3 s.
    await page.clock.install();
    const person = { firstName: "First", lastName: "Last", email: "first.last@example.com" };

    await register(page, person);
    await expectVisible(page.getByText(CREATE_FORM_SUBTITLE));
    const header = page.getByRole("banner");
    await expectVisible(header.getByText("Hello, First Last", { exact: true }));
    await saveScreenshot(page, "create-form-signed-in");

    // Signed in, the header's Dashboard link does not navigate: it announces the next version.
    // The toast lasts 3 s. Freeze the page's time before it shows, then move it on by hand: still
    // there at 2 s, gone after 3 s and its 250 ms exit. (The pointer stays off the toast: hovering
    // would pause its timer.)
    const comingSoon = toast(page, "Coming Soon!");
    await actOnFrozenClock(
      page,
      async () => {
        await header.getByRole("button", { name: "Dashboard" }).click();
        await page.mouse.move(5, 795);
      },
      comingSoon,
    );
    await expectPath(page, "/create-form");
    await page.clock.runFor(2000);
    await expectVisible(comingSoon);
    await expectVisible(
      comingSoon.getByText("A new version is scheduled to release in a couple of weeks~ Stay Tuned! :)"),
    );
    await saveScreenshot(page, "dashboard-coming-soon-toast");
    await page.clock.runFor(1300);
    await expectHidden(comingSoon);
    await page.clock.resume();

    // Logout goes to /home, signed out.
    await header.getByRole("button", { name: "Logout" }).click();
    await expectPath(page, "/home");
    await expectSignedOut(page);
    await expectHidden(page.getByText("Hello, First Last"));

    // A wrong password is refused with the 'Invalid Credentials' toast.
    await header.getByRole("link", { name: "Login", exact: true }).click();
    await expectPath(page, "/login");
    await logIn(page, person.email, "not-the-password");
    const failure = toast(page, "Login Failure");
    await expectVisible(failure);
    await expectVisible(failure.getByText("Invalid Credentials", { exact: true }));
    await saveScreenshot(page, "login-invalid-credentials");
    await expectPath(page, "/login");

    // The right password lands on /create-form, signed in.
    await logIn(page, person.email, PASSWORD);
    await expectPath(page, "/create-form");
    await expectVisible(page.getByText(CREATE_FORM_SUBTITLE));
    await expectVisible(header.getByText("Hello, First Last", { exact: true }));

    // The session survives a reload of a deep link.
    await page.reload();
    await expectVisible(header.getByText("Hello, First Last", { exact: true }));
  });

  test("deep links render after a reload", async ({ page }) => {
    const response = await page.goto("/faq");
    expect(response?.status()).toBe(200);
    await expectVisible(page.getByRole("heading", { level: 1, name: /FAQ|Frequently asked/i }));
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expectVisible(page.getByRole("heading", { level: 1, name: /FAQ|Frequently asked/i }));
    await expectHidden(page.getByRole("heading", { name: "Page not found" }));
    await expectSignedOut(page);
    await saveScreenshot(page, "faq");
  });

  test("every public screen renders at 1280 px", async ({ page }) => {
    await expectPublicScreensFit(page);
  });

  describe("at 375 px", () => {
    test.override("viewport", MOBILE);

    test("the greeting is hidden and the drawer opens and closes", async ({ page }) => {
      await register(page, { firstName: "Mobile", lastName: "Person", email: "mobile.person@example.com" });
      await waitForScreen(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, "create-form-signed-in");

      const burger = page.getByRole("button", { name: "Open navigation menu" });
      await burger.click();
      const drawer = page.getByRole("dialog");
      await expectVisible(drawer);
      for (const name of ["Home", "Pricing", "Contact Us", "FAQ", "Create"]) {
        await expectVisible(drawer.getByRole("link", { name, exact: true }));
      }
      await expectVisible(drawer.getByRole("button", { name: "Dashboard" }));
      await expectVisible(drawer.getByRole("button", { name: "Logout" }));
      await saveScreenshot(page, "drawer-open", { fullPage: false });

      // Clicking outside the drawer (on the dimmed page, left of it) closes it.
      await page.mouse.click(20, 400);
      await expectHidden(drawer);
      await expectVisible(burger);

      // Signed in (the drawer offered Logout), yet the narrow header has no room for the greeting.
      await expectHidden(page.getByText("Hello, Mobile Person"));

      // A drawer link navigates and closes the drawer.
      await burger.click();
      await drawer.getByRole("link", { name: "FAQ", exact: true }).click();
      await expectPath(page, "/faq");
      await expectHidden(drawer);
    });

    test("no page scrolls sideways", async ({ page }) => {
      await expectPublicScreensFit(page);
    });
  });
});
