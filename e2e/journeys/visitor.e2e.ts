// Journey 1: a visitor browses the public pages. (The Dashboard link's 'Coming Soon!' toast, the
// signed-in drawer and the deep links are in accounts.e2e.ts.)
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { test } from "../support/fixtures.ts";
import { saveScreenshot } from "../support/screenshots.ts";
import { actOnFrozenClock, expectHidden, expectPath, expectVisible, toast, waitForScreen } from "../support/ui.ts";
import { MOBILE } from "../support/viewports.ts";

/** The animated part of the headline (the heading's accessible name is the whole sentence instead). */
const typed = (page: Page) => page.getByTestId("typewriter");

/** Moves the paused clock on in steps until the headline reads `text` (at most `limitMs`). */
async function runUntilTyped(page: Page, text: string, limitMs: number): Promise<number> {
  for (let elapsed = 0; elapsed <= limitMs; elapsed += 50) {
    if ((await typed(page).textContent()) === text) return elapsed;
    await page.clock.runFor(50);
  }
  throw new Error(`the headline never read "${text}" (it reads "${await typed(page).textContent()}")`);
}

describe("visitor", () => {
  test("landing: 'Better ' and a typed word that cycles Surveys, Data, Analysis; both calls to action", async ({
    page,
  }) => {
    // Freeze time before the headline mounts, then drive the typewriter by hand: 100 ms a letter, a
    // 2200 ms pause, 70 ms a deletion. (It types from the moment it shows: freezing only after seeing
    // it could land past the start of the pause measured below.)
    await page.clock.install();
    await page.goto("/pricing");
    await actOnFrozenClock(page, () => page.goto("/home"), typed(page));
    await expectVisible(page.getByRole("heading", { level: 1, name: "Better Surveys, Data, Analysis" }));
    expect(await typed(page).textContent()).toMatch(/^Better /);
    await runUntilTyped(page, "Better Surveys", 3_000);
    await saveScreenshot(page, "landing-typewriter", { fullPage: false });
    await page.clock.runFor(2_000);
    expect(await typed(page).textContent(), "the whole word stays for the 2.2 s pause").toBe("Better Surveys");
    // Deleting 'Surveys' (7 x 70 ms) and typing 'Data' (4 x 100 ms) take under 1.5 s after the pause.
    const dataAfter = await runUntilTyped(page, "Better Data", 2_000);
    expect(dataAfter).toBeLessThanOrEqual(1_300);
    await runUntilTyped(page, "Better Analysis", 5_000);
    await page.clock.resume();

    await page.getByRole("link", { name: "Create Your First Form" }).click();
    await expectPath(page, "/create-form");

    await page.goto("/home");
    await page.getByRole("link", { name: "Try a Form Demo" }).click();
    await page.waitForURL(/\/user-response\/[^/]+\/[^/]+$/);
    await expectVisible(page.getByText("Your responses will be collected and processed by Parley for analysis."));
  });

  test("pricing: three packs with their prices", async ({ page }) => {
    await page.goto("/pricing");
    await waitForScreen(page);
    const packs = [
      { name: "Starter Pack", price: "$5", credits: "for 5 credits" },
      { name: "Standard Pack", price: "$8", credits: "for 10 credits" },
      { name: "Advanced Pack", price: "$10", credits: "for 15 credits" },
    ];
    for (const pack of packs) {
      const card = page.getByRole("region", { name: pack.name });
      await expectVisible(card);
      await expectVisible(card.getByText(pack.price, { exact: true }));
      await expectVisible(card.getByText(pack.credits, { exact: true }));
      await expectVisible(card.getByText("Each credit equals one additional form"));
      await expectVisible(card.getByRole("button", { name: `Purchase ${pack.name}` }));
    }
    expect(await page.getByRole("button", { name: /^Purchase / }).count()).toBe(3);
  });

  test("contact: the browser checks the fields; a submit clears them and thanks with a toast", async ({ page }) => {
    await page.goto("/contact");
    await waitForScreen(page);
    const name = page.getByRole("textbox", { name: "Name" });
    const email = page.getByRole("textbox", { name: "Email" });
    const message = page.getByRole("textbox", { name: "Message" });
    const send = page.getByRole("button", { name: "Send Message" });
    const sent = toast(page, "Message sent!");

    // Required fields and an email-type field: the browser refuses these without a toast.
    await send.click();
    await name.fill("Ada Visitor");
    await email.fill("not-an-email");
    await message.fill("Hello from the journeys.");
    await send.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expectHidden(sent);

    await email.fill("ada@example.com");
    await send.click();
    await expectVisible(sent);
    await expectVisible(sent.getByText("Thank you for reaching out. We will get back to you soon."));
    for (const field of [name, email, message]) expect(await field.inputValue()).toBe("");
    await saveScreenshot(page, "contact-sent", { fullPage: false });
  });

  test("FAQ: five questions and answers, the free plan and the credits", async ({ page }) => {
    await page.goto("/faq");
    await waitForScreen(page);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }));
    const questions = [
      "What is Parley?",
      "How many forms and responses does the free plan include?",
      "How do credits work?",
      "What are AI follow-up questions?",
      "Do respondents need an account?",
    ];
    for (const question of questions) await expectVisible(page.getByRole("button", { name: question }));
    await expectVisible(page.getByText("The free plan allows 5 forms per month, with 20 responses each."));
    await expectVisible(page.getByText(/Each credit you buy equals one additional form/));
    // An answer folds away and back.
    const free = page.getByText("The free plan allows 5 forms per month, with 20 responses each.");
    await page.getByRole("button", { name: questions[1] as string }).click();
    await expectHidden(free);
    await page.getByRole("button", { name: questions[1] as string }).click();
    await expectVisible(free);
  });

  describe("at 375 px", () => {
    test.override("viewport", MOBILE);

    test("signed out, the drawer offers the links, Login and Register, and closes", async ({ page }) => {
      await page.goto("/pricing");
      await waitForScreen(page);
      const burger = page.getByRole("button", { name: "Open navigation menu" });
      await expectHidden(page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }));
      await burger.click();
      const drawer = page.getByRole("dialog");
      await expectVisible(drawer);
      for (const name of ["Home", "Pricing", "Contact Us", "FAQ", "Create", "Login", "Register"]) {
        await expectVisible(drawer.getByRole("link", { name, exact: true }));
      }
      // The Dashboard link is for signed-in owners only.
      expect(await drawer.getByRole("button", { name: "Dashboard" }).count()).toBe(0);
      await saveScreenshot(page, "drawer-signed-out", { fullPage: false });

      await drawer.getByRole("button", { name: "Close navigation menu" }).click();
      await expectHidden(drawer);

      await burger.click();
      await expectVisible(drawer);
      await page.keyboard.press("Escape");
      await expectHidden(drawer);

      await burger.click();
      await drawer.getByRole("link", { name: "Register", exact: true }).click();
      await expectPath(page, "/register");
      await expectHidden(drawer);
    });
  });
});
