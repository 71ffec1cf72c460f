// Journey 6: markup typed into a title, a question, an option and an answer is shown as text on every
// screen and never runs. The browser contexts bypass the server's Content-Security-Policy, so this
// checks the rendering itself, not only the CSP that would otherwise block the inline handlers.
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { createFormVia, PASSWORD } from "../support/api.ts";
import { journeyTest } from "../support/fixtures.ts";
import { saveScreenshot } from "../support/screenshots.ts";
import { expectHidden, expectPath, expectVisible, openInDashboard, waitForScreen } from "../support/ui.ts";

const test = journeyTest({ context: { bypassCSP: true } });

const SCRIPT = "<script>window.__xss=1</script>";
const IMG = '<img src=x onerror="window.__xss=1">';
const TITLE = `${SCRIPT}Hostile survey ${IMG}`;
const QUESTION = `Do you like ${SCRIPT} and ${IMG}?`;
const OPTION = `${IMG} yes ${SCRIPT}`;
const OPEN_QUESTION = `Tell us more ${IMG}`;
const ANSWER = `I typed ${SCRIPT} and ${IMG} here`;

/** Nothing of the markup became an element, and no handler ran. */
async function expectInert(page: Page, screen: string): Promise<void> {
  // An <img src=x> would fail to load at once; give its onerror a moment to run if it exists.
  await page.waitForTimeout(100);
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    images: document.querySelectorAll('img[src="x"], img[onerror]').length,
    scripts: [...document.querySelectorAll("script")].filter((script) => script.textContent?.includes("__xss")).length,
  }));
  expect(state, `markup came alive on ${screen}`).toEqual({ xss: undefined, images: 0, scripts: 0 });
}

describe("hostile markup", () => {
  test("shows as text on the creator, chat, forms list, overview, analysis, dashboard and edit screens", async ({
    page,
    server,
  }) => {
    // An owner, signed in through the API with this context's cookie jar.
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { name: `${IMG} Mallory`, email: "mallory@example.com", password: PASSWORD },
      headers: { Origin: server.url },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);

    // The creator: the title, a question and an option hold the markup as their values.
    await page.goto("/create-form");
    await waitForScreen(page);
    await expectVisible(page.getByText(`Hello, ${IMG} Mallory`, { exact: true }));
    const title = page.getByRole("textbox", { name: "Form title" });
    await title.fill(TITLE);
    await page.getByRole("button", { name: "Add Question" }).click();
    const card = page.getByRole("group", { name: "Question 1", exact: true });
    await card.getByRole("textbox", { name: "Question text" }).fill(QUESTION);
    await card.getByRole("textbox", { name: "Option 1" }).fill(OPTION);
    expect(await title.inputValue()).toBe(TITLE);
    expect(await card.getByRole("textbox", { name: "Question text" }).inputValue()).toBe(QUESTION);
    expect(await card.getByRole("textbox", { name: "Option 1" }).inputValue()).toBe(OPTION);
    await expectInert(page, "the creator");

    // The same form, saved through the API with the owner's cookie.
    const form = await createFormVia(page.request, {
      title: TITLE,
      questions: [
        { id: 1, question: QUESTION, type: "radio", options: [OPTION, "No"] },
        { id: 2, question: OPEN_QUESTION, type: "open-ended", requiresPrompt: false },
      ],
    });

    // The respondent's chat: title, question and option as text; the typed answer too.
    await page.clock.install();
    await page.goto(`/user-response/${form.ownerId}/${form.id}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: TITLE }));
    const log = page.getByRole("log", { name: "Conversation" });
    await page.clock.fastForward(3_000);
    await expectVisible(log.getByTestId("question-bubble").filter({ hasText: QUESTION }));
    await page.getByRole("radio", { name: OPTION }).check();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expectVisible(log.getByTestId("answer-bubble").filter({ hasText: OPTION }));
    await page.clock.fastForward(3_000);
    await expectVisible(log.getByTestId("question-bubble").filter({ hasText: OPEN_QUESTION }));
    await page.getByRole("textbox", { name: "Your answer" }).fill(ANSWER);
    await page.getByRole("button", { name: "Send" }).click();
    await expectVisible(log.getByTestId("answer-bubble").filter({ hasText: ANSWER }));
    await expectVisible(page.getByText("Thank you for your time! Your responses have been recorded.", { exact: true }));
    await saveScreenshot(page, "hostile-chat", { fullPage: false });
    await expectInert(page, "the respondent chat");
    await page.clock.fastForward(3_100);
    await expectPath(page, "/home");
    await page.clock.resume();

    // Your Forms.
    await page.goto("/forms");
    await waitForScreen(page);
    await expectVisible(page.getByRole("link", { name: TITLE, exact: true }));
    await expectInert(page, "Your Forms");

    // The overview: results, then analysis.
    await page.goto(`/forms/${form.id}`);
    await waitForScreen(page);
    await expectVisible(page.getByText(TITLE, { exact: true }));
    const collected = page.getByTestId("collected-response");
    for (const text of [QUESTION, OPTION, OPEN_QUESTION, ANSWER]) {
      await expectVisible(collected.getByText(text, { exact: true }));
    }
    await saveScreenshot(page, "hostile-overview-results");
    await expectInert(page, "the overview's results");
    await page.getByRole("tab", { name: "Analysis" }).click();
    const analysed = page.getByTestId("question-analysis");
    await expectVisible(analysed.getByRole("heading", { name: QUESTION, exact: true }), 20_000);
    await expectVisible(analysed.getByRole("heading", { name: OPEN_QUESTION, exact: true }));
    await saveScreenshot(page, "hostile-overview-analysis");
    await expectInert(page, "the overview's analysis");

    // The dashboard: the list, the selected form's title, its responses and its edit view.
    const { sidebar, details } = await openInDashboard(page, TITLE);
    await expectVisible(sidebar.getByRole("heading", { name: TITLE, exact: true }));
    await expect.poll(() => details.getByRole("textbox", { name: "Form Title" }).inputValue()).toBe(TITLE);
    await expectInert(page, "the dashboard's edit view");
    await sidebar.getByText("Responses", { exact: true }).click();
    await expectVisible(details.getByText(ANSWER, { exact: true }));
    await expectVisible(details.getByText(OPTION, { exact: true }));
    await sidebar.getByRole("button", { name: `Share ${TITLE}` }).click();
    await expectVisible(sidebar.getByRole("img", { name: `QR code for the link to ${TITLE}` }));
    await saveScreenshot(page, "hostile-dashboard");
    await expectInert(page, "the dashboard's responses and share panel");

    // The edit screen: the markup is the fields' values.
    await page.goto(`/forms/edit/${form.id}`);
    await waitForScreen(page);
    await expect.poll(() => page.getByRole("textbox", { name: "Form Title" }).inputValue()).toBe(TITLE);
    const first = page.getByRole("region", { name: "Question 1" });
    expect(await first.getByRole("textbox", { name: "Question Text" }).inputValue()).toBe(QUESTION);
    expect(await first.getByRole("textbox", { name: "Option 1" }).inputValue()).toBe(OPTION);
    await expectInert(page, "the edit screen");
    await expectHidden(page.getByText("Error:"));
  });
});
