// Journey 5: the error paths of sections 5 and 8. This file's server talks to an LLM provider that
// answers every request with a 500, so the AI failures can be seen too. ('Invalid Credentials' is
// in accounts.e2e.ts.)
import type { Page } from "playwright-core";
import { afterAll, describe, expect } from "vitest";
import { startFakeOpenAiServer } from "../../apps/server/src/test/fakes/openai-server.ts";
import { createFormVia, PASSWORD, registerOwner } from "../support/api.ts";
import { journeyTest } from "../support/fixtures.ts";
import { saveScreenshot } from "../support/screenshots.ts";
import {
  actOnFrozenClock,
  expectHidden,
  expectPath,
  expectVisible,
  pauseClock,
  toast,
  waitForScreen,
} from "../support/ui.ts";

const llm = await startFakeOpenAiServer({});
afterAll(() => llm.close());

const test = journeyTest({
  env: {
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: llm.baseUrl("error-500"),
    AI_MODEL: "test",
    AI_TIMEOUT_MS: "1000",
  },
});

const AI_UNAVAILABLE = "Seems like our AI model is under construction, please try again later!";

/** The inline message under the login and register forms (an alert without a title). */
const formMessage = (page: Page) => page.getByTestId("form-message");

async function expectFormMessage(page: Page, text: string): Promise<void> {
  await expect.poll(() => formMessage(page).textContent()).toBe(text);
}

/**
 * With the page's clock frozen since a 3 s timer started: `during` still holds after 2 s, `after` once
 * the 3 s (and a little) have passed; then the clock runs on its own again.
 */
async function expectLastsThreeSeconds(
  page: Page,
  during: () => Promise<void>,
  after: () => Promise<void>,
): Promise<void> {
  await page.clock.runFor(2_000);
  await during();
  await page.clock.runFor(1_200);
  await after();
  await page.clock.resume();
}

describe("error paths", () => {
  test("login: both fields are required; the message clears after 3 s; a malformed email", async ({ page }) => {
    await page.clock.install();
    await page.goto("/login");
    await waitForScreen(page);
    const login = page.getByRole("button", { name: "Login", exact: true });

    // The message's 3 s start at the click: freeze time first, so none of them pass unseen.
    await pauseClock(page);
    await login.click();
    await expectFormMessage(page, "Please enter both email and password.");
    await saveScreenshot(page, "login-both-required", { fullPage: false });
    await expectLastsThreeSeconds(
      page,
      () => expectFormMessage(page, "Please enter both email and password."),
      () => expectFormMessage(page, ""),
    );

    // Blank after trimming counts as empty; nothing is sent.
    await page.getByLabel("Email").fill("   ");
    await page.getByLabel("Password", { exact: true }).fill("   ");
    await login.click();
    await expectFormMessage(page, "Please enter both email and password.");
    await expectHidden(toast(page, "Login Failure"));

    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await login.click();
    await expectVisible(toast(page, "Login Failure").getByText("Invalid email address.", { exact: true }));
    await expectPath(page, "/login");
  });

  test("register: required fields, matching passwords, 6 characters, an email already in use", async ({
    page,
    server,
  }) => {
    const taken = await registerOwner(server.url, {
      firstName: "Taken",
      lastName: "Already",
      email: "taken@example.com",
    });
    await page.goto("/register");
    await waitForScreen(page);
    const fields = {
      first: page.getByLabel("First name"),
      last: page.getByLabel("Last name"),
      email: page.getByLabel("Email"),
      password: page.getByLabel("Password", { exact: true }),
      confirm: page.getByLabel("Confirm password"),
    };
    const submit = () => page.getByRole("button", { name: "Register", exact: true }).click();

    await submit();
    await expectFormMessage(page, "All fields are required.");
    await fields.first.fill("New");
    await fields.last.fill("   ");
    await fields.email.fill("new.person@example.com");
    await fields.password.fill(PASSWORD);
    await fields.confirm.fill(PASSWORD);
    await submit();
    await expectFormMessage(page, "All fields are required.");

    await fields.last.fill("Person");
    await fields.confirm.fill(`${PASSWORD}-typo`);
    await submit();
    await expectFormMessage(page, "Passwords do not match.");

    await fields.password.fill("abc12");
    await fields.confirm.fill("abc12");
    await submit();
    await expectFormMessage(page, "Password should be at least 6 characters.");
    await saveScreenshot(page, "register-password-too-short", { fullPage: false });

    await fields.password.fill(PASSWORD);
    await fields.confirm.fill(PASSWORD);
    await fields.email.fill(taken.email);
    await submit();
    const failure = toast(page, "Registration Failure");
    await expectVisible(failure.getByText("This email is already in use.", { exact: true }));
    await expectFormMessage(page, "This email is already in use.");
    await saveScreenshot(page, "register-email-in-use", { fullPage: false });
    await expectPath(page, "/register");
  });

  test("signed out: the dashboard's popup for 3 s, then /home; the overview asks to log in", async ({ page }) => {
    await page.clock.install();
    await page.goto("/home");
    // The 3 s start when the popup shows: time moves only by hand from before the page opens, so a
    // busy machine cannot spend part of them unseen.
    const popup = page.getByRole("dialog", { name: "Error" });
    const message = popup.getByText("Please log in to view the dashboard!", { exact: true });
    await actOnFrozenClock(page, () => page.goto("/dashboard"), message);
    await saveScreenshot(page, "dashboard-signed-out", { fullPage: false });
    await expectLastsThreeSeconds(
      page,
      () => expectPath(page, "/dashboard"),
      () => expectPath(page, "/home"),
    );

    await page.goto("/forms/any-form");
    const alert = page.getByRole("dialog", { name: "Login required" });
    await expectVisible(alert.getByText("Please log in to view the form responses.", { exact: true }));
    await alert.getByRole("button", { name: "OK" }).click();
    await expectHidden(alert);
    await expectVisible(page.getByText("Please log in to view the form responses.", { exact: true }));
  });

  test("the AI provider answers 500: generation is silently empty; a follow-up fails with 'Oops!'", async ({
    page,
  }) => {
    // The creator: question generation fails silently, and no title is asked for.
    await page.goto("/create-form");
    await waitForScreen(page);
    await page.getByRole("textbox", { name: "What is the purpose of your form?" }).fill("Feedback on our bakery");
    await page.getByRole("button", { name: "Generate Questions" }).click();
    await expectVisible(page.getByRole("button", { name: "Generate Questions" }));
    await expectVisible(page.getByText("No questions yet"));
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.getByRole("textbox", { name: "Form title" }).inputValue()).toBe("Create Form");

    // A form with a Prompt question (saved signed out, under the demo owner).
    const question = "What should our bakery improve?";
    const form = await createFormVia(page.request, {
      title: "Bakery feedback",
      questions: [
        { id: 1, question, type: "open-ended", requiresPrompt: true },
        { id: 2, question: "Would you come back?", type: "radio", options: ["Yes", "No"] },
      ],
    });
    await page.clock.install();
    await page.goto(`/user-response/${form.ownerId}/${form.id}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Bakery feedback" }));
    const log = page.getByRole("log", { name: "Conversation" });
    await expectVisible(log.getByTestId("typing-indicator"));
    await page.clock.fastForward(3_000);
    await expectVisible(log.getByText(question));

    const answer = "The croissants were stale by noon.";
    const box = page.getByRole("textbox", { name: "Your answer" });
    await box.fill(answer);
    await page.getByRole("button", { name: "Send" }).click();
    const oops = page.getByRole("dialog", { name: "Oops!" });
    await expectVisible(oops.getByText(AI_UNAVAILABLE, { exact: true }));
    await saveScreenshot(page, "respond-follow-up-failed", { fullPage: false });
    await oops.getByRole("button", { name: "OK" }).click();
    await expectHidden(oops);

    // The answer stays, and the chat has not moved on.
    expect(await box.inputValue()).toBe(answer);
    expect(await log.getByTestId("answer-bubble").count()).toBe(0);
    expect(await log.getByTestId("question-bubble").count()).toBe(1);
    // (At 0 % the progress bar's section has no width: it is there, not visible.)
    expect(await page.getByRole("progressbar", { name: "0 of 2 questions answered" }).count()).toBe(1);

    // Another try fails the same way (Enter this time); the chat still waits on the first question.
    await box.press("Enter");
    await expectVisible(oops.getByText(AI_UNAVAILABLE, { exact: true }));
    await oops.getByRole("button", { name: "OK" }).click();
    await expectHidden(oops);
    expect(await box.inputValue()).toBe(answer);
    expect(await log.getByTestId("answer-bubble").count()).toBe(0);
    await page.clock.fastForward(5_000);
    expect(await log.getByTestId("question-bubble").count()).toBe(1);
    expect(llm.requests.get("error-500")?.length ?? 0, "the server asked the provider").toBeGreaterThan(0);
  });
});
