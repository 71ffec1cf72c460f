// Journey 8: axe (WCAG 2 A/AA, serious and critical) while each passing state shows -- toasts,
// popups, form errors, the copied state, the open drawer -- at 1280 and 375 px; then the creator and
// the respondent chat driven by keyboard alone.
import type { Form } from "@parley/schema";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { expectNoSeriousViolations } from "../support/a11y.ts";
import { type Owner, PASSWORD, registerOwnerWithForm, signIn } from "../support/api.ts";
import { atBothWidths, test } from "../support/fixtures.ts";
import { saveScreenshot } from "../support/screenshots.ts";
import { expectVisible, toast, waitForScreen } from "../support/ui.ts";
import type { Viewport } from "../support/viewports.ts";

const QUESTION = "How was your visit?";

interface Data {
  owner: Owner;
  form: Form;
}

let data: Promise<Data> | undefined;
function seed(baseURL: string): Promise<Data> {
  data ??= registerOwnerWithForm(
    baseURL,
    { firstName: "State", lastName: "Owner", email: "states@example.com" },
    { title: "One question", questions: [{ id: 1, question: QUESTION, type: "radio", options: ["Good", "Poor"] }] },
  );
  return data;
}

/**
 * Keeps a passing state on screen while axe reads the page: from now on the page's timers of a
 * second or more (a toast's 3 s, the copied state's 2 s, a redirect) never fire; short ones, which
 * transitions and axe itself use, run as usual.
 */
async function holdStates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      realSetTimeout(handler, (delay ?? 0) >= 1000 ? 2_147_483_647 : delay, ...args)) as typeof window.setTimeout;
  });
}

/**
 * Lets entrance transitions finish before axe measures colours: they start within a few frames, then
 * take as long as a busy machine needs, so this waits for them to end rather than a fixed time.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  // (Endless ones, such as a loader's, never end: they are not entrances.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

async function check(page: Page, state: string): Promise<void> {
  await saveScreenshot(page, `state-${state}`, { fullPage: false });
  await expectNoSeriousViolations(page, state);
}

function stateTests(viewport: Viewport) {
  const mobile = viewport.width < 768;

  test(`login failure toast and message at ${viewport.width} px`, async ({ page, server }) => {
    await seed(server.url);
    await page.goto("/login");
    await waitForScreen(page);
    await page.getByLabel("Email").fill("states@example.com");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await holdStates(page);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectVisible(toast(page, "Login Failure"));
    await settle(page);
    await check(page, `login-failed-${viewport.width}`);
  });

  test(`register form errors at ${viewport.width} px`, async ({ page }) => {
    await page.goto("/register");
    await waitForScreen(page);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(`${PASSWORD}-other`);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expectVisible(page.getByText("Passwords do not match.").first());
    await page.mouse.move(1, 1);
    await check(page, `register-error-${viewport.width}`);
  });

  test(`contact: sent toast at ${viewport.width} px`, async ({ page }) => {
    await page.goto("/contact");
    await waitForScreen(page);
    await page.getByRole("textbox", { name: "Name" }).fill("Ada Visitor");
    await page.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Hello.");
    await holdStates(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectVisible(toast(page, "Message sent!"));
    await settle(page);
    await check(page, `contact-sent-${viewport.width}`);
  });

  test(`signed in: drawer, Coming Soon toast, copied link, creator popup at ${viewport.width} px`, async ({
    page,
    server,
  }) => {
    const { owner, form } = await seed(server.url);
    await signIn(page.context(), owner);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });

    await page.goto(`/create-complete/${form.ownerId}/${form.id}`);
    await waitForScreen(page);
    await holdStates(page);
    if (mobile) {
      await page.getByRole("button", { name: "Open navigation menu" }).click();
      const drawer = page.getByRole("dialog");
      await expectVisible(drawer.getByRole("button", { name: "Logout" }));
      await settle(page);
      await check(page, `drawer-open-${viewport.width}`);
      await drawer.getByRole("button", { name: "Dashboard" }).click();
    } else {
      await page.getByRole("banner").getByRole("button", { name: "Dashboard" }).click();
    }
    await expectVisible(toast(page, "Coming Soon!"));
    await settle(page);
    await check(page, `coming-soon-${viewport.width}`);

    await page.getByRole("button", { name: "Copy Link" }).click();
    await expectVisible(page.getByRole("button", { name: "Copied!" }));
    await settle(page);
    await expectVisible(page.getByText("Link copied to clipboard."));
    await page.mouse.move(1, 1);
    await check(page, `copied-${viewport.width}`);

    // The creator's popup: Create Form with no question is refused with an error popup.
    await page.goto("/create-form");
    await waitForScreen(page);
    await holdStates(page);
    await page.getByRole("button", { name: "Create Form" }).click();
    const popup = page.getByRole("dialog");
    await expectVisible(popup);
    await settle(page);
    await check(page, `create-form-popup-${viewport.width}`);
  });

  test(`respondent: thank-you popup at ${viewport.width} px`, async ({ page, server }) => {
    const { form } = await seed(server.url);
    await page.clock.install();
    await page.goto(`/user-response/${form.ownerId}/${form.id}`);
    await waitForScreen(page);
    await page.clock.fastForward(3_000);
    await page.getByRole("radio", { name: "Good" }).check();
    await holdStates(page);
    await page.getByRole("button", { name: "Confirm" }).click();
    const popup = page.getByRole("dialog");
    await expectVisible(popup, 20_000);
    await settle(page);
    await check(page, `respondent-thanks-${viewport.width}`);
  });
}

describe("axe in every passing state", () => {
  atBothWidths(test, stateTests);
});

/** Presses Tab until the focused element matches, failing after `limit` presses. */
async function tabTo(page: Page, matches: () => Promise<boolean>, what: string, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await matches()) return;
  }
  throw new Error(`${what} was not reached with ${limit} presses of Tab`);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return `${element?.getAttribute("aria-label") ?? ""}|${element?.textContent?.trim() ?? ""}|${element?.getAttribute("name") ?? ""}|${(element as HTMLInputElement | null)?.value ?? ""}`;
  });

describe("keyboard only", () => {
  test("the respondent answers the chat without a pointer", async ({ page, server }) => {
    const { form } = await seed(server.url);
    await page.clock.install();
    await page.goto(`/user-response/${form.ownerId}/${form.id}`);
    await waitForScreen(page);
    await page.clock.fastForward(3_000);
    await expectVisible(page.getByRole("log", { name: "Conversation" }).getByText(QUESTION));
    await tabTo(page, async () => (await focusedName(page)).endsWith("|Good"), "the option Good");
    await page.keyboard.press("Space");
    expect(await page.getByRole("radio", { name: "Good" }).isChecked()).toBe(true);
    await tabTo(page, async () => (await focusedName(page)).includes("|Confirm|"), "Confirm");
    await page.keyboard.press("Enter");
    const popup = page.getByRole("dialog");
    await expectVisible(popup, 20_000);
    await saveScreenshot(page, "keyboard-respondent-done", { fullPage: false });
  });

  test("the creator writes a purpose, generates questions and creates the form without a pointer", async ({
    page,
    server,
  }) => {
    const { owner } = await seed(server.url);
    await signIn(page.context(), owner);
    await page.goto("/create-form");
    await waitForScreen(page);
    const purpose = page.getByRole("textbox", { name: "What is the purpose of your form?" });
    await tabTo(page, () => purpose.evaluate((element) => element === document.activeElement), "the purpose field");
    await page.keyboard.type("Feedback on our coffee shop");
    await tabTo(page, async () => (await focusedName(page)).includes("|Generate Questions|"), "Generate Questions");
    await page.keyboard.press("Enter");
    await expectVisible(page.getByRole("group", { name: "Question 1", exact: true }), 20_000);
    await tabTo(page, async () => (await focusedName(page)).includes("|Create Form|"), "Create Form", 200);
    await page.keyboard.press("Enter");
    await expectVisible(page.getByRole("dialog").getByText("Success!"));
    await page.waitForURL(/\/create-complete\//, { timeout: 20_000 });
  });
});
