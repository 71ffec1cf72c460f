// Journeys 2, 3 and 4, in order and on one server: an owner creates a form with the local engine,
// a respondent answers it through the shared link, and the owner reads, analyses, edits, shares and
// deletes it. Each test needs the one before it.
import { readFile } from "node:fs/promises";
import type { Cookie, Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { answer, submitResponse } from "../support/api.ts";
import { register } from "../support/auth-ui.ts";
import { test } from "../support/fixtures.ts";
import { saveScreenshot } from "../support/screenshots.ts";
import {
  expectHidden,
  expectPath,
  expectVisible,
  pauseClock,
  runClockUntilVisible,
  selectInDashboard,
  toast,
  waitForScreen,
} from "../support/ui.ts";

const PURPOSE = "Feedback from customers about our new coffee shop: the drinks, the staff and the prices";

/** The form the owner shapes out of the generated questions: one of each type. */
const Q = {
  radio: { text: "How was your visit to our coffee shop?", options: ["Excellent", "Good", "Poor"] },
  checkbox: { text: "What did you enjoy?", options: ["The drinks", "Friendly staff", "The prices"] },
  slider: { text: "How likely are you to come back?" },
  open: { text: "What could we do better?" },
};

/** What the first journeys leave for the next ones. */
const shared: {
  cookies: Cookie[];
  userId: string;
  formId: string;
  title: string;
  link: string;
  /** The respondent's open-ended answers: the question's, then each follow-up's. */
  openAnswers: string[];
} = { cookies: [], userId: "", formId: "", title: "", link: "", openAnswers: [] };

const questionCard = (page: Page, n: number) => page.getByRole("group", { name: `Question ${n}`, exact: true });
const questionCards = (page: Page) => page.getByRole("group", { name: /^Question \d+$/ });

async function expectNumberedFromOne(page: Page, count: number): Promise<void> {
  await expect.poll(() => questionCards(page).count()).toBe(count);
  const headings = await page.getByRole("heading", { level: 3, name: /^Question \d+$/ }).allTextContents();
  expect(headings).toEqual(Array.from({ length: count }, (_, i) => `Question ${i + 1}`));
}

/** Gives a choice question exactly these options, adding and removing option rows as needed. */
async function setOptions(card: Locator, values: string[]): Promise<void> {
  const rows = card.getByRole("textbox", { name: /^Option \d+$/ });
  let count = await rows.count();
  while (count > values.length) {
    await card.getByRole("button", { name: `Remove option ${count}` }).click();
    await expect.poll(() => rows.count()).toBe(count - 1);
    count--;
  }
  while (count < values.length) {
    await card.getByRole("button", { name: "Add Option" }).click();
    await expect.poll(() => rows.count()).toBe(count + 1);
    count++;
  }
  for (const [index, value] of values.entries()) {
    await card.getByRole("textbox", { name: `Option ${index + 1}`, exact: true }).fill(value);
  }
}

async function optionValues(card: Locator): Promise<string[]> {
  const rows = await card.getByRole("textbox", { name: /^Option \d+$/ }).all();
  return Promise.all(rows.map((row) => row.inputValue()));
}

/** Creates the form and expects the 'Error' popup with `message`; closes it. */
async function expectCreateRefused(page: Page, message: string): Promise<void> {
  await page.getByRole("button", { name: "Create Form" }).click();
  const popup = page.getByRole("dialog", { name: "Error" });
  await expectVisible(popup.getByText(message, { exact: true }));
  await saveScreenshot(page, `create-form-refused-${message}`, { fullPage: false });
  await popup.getByRole("button", { name: "OK" }).click();
  await expectHidden(popup);
}

/** The chat's question bubbles, answer bubbles and typing indicator. */
const chat = (page: Page) => {
  const log = page.getByRole("log", { name: "Conversation" });
  return {
    log,
    questions: log.getByTestId("question-bubble"),
    answers: log.getByTestId("answer-bubble"),
    typing: log.getByTestId("typing-indicator"),
  };
};

/** Skips the 3 s typing indicator and waits for the question bubble with `text` (a string or a pattern). */
async function nextQuestion(page: Page, text: string | RegExp): Promise<void> {
  const { typing, questions } = chat(page);
  await expectVisible(typing);
  await page.clock.fastForward(3_000);
  await expectVisible(questions.filter({ hasText: text }));
  await expectHidden(typing);
}

async function expectLastAnswer(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await chat(page).answers.last().textContent())?.replace("You answered: ", ""))
    .toBe(text);
}

describe("an owner creates a form, a respondent answers it, the owner reads it", () => {
  test("journey 2: register, generate with the local engine, edit every type, create, copy the link", async ({
    page,
    server,
  }) => {
    await page.clock.install();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await register(page, { firstName: "Olive", lastName: "Owner", email: "olive.owner@example.com" });
    await waitForScreen(page);

    const title = page.getByRole("textbox", { name: "Form title" });
    expect(await title.inputValue()).toBe("Create Form");
    expect(await title.getAttribute("title")).toBe("Click to edit title");

    // Generate: the button reads 'Generating...' while the (slowed down) call is under way.
    await page.route("**/api/generate-questions", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole("textbox", { name: "What is the purpose of your form?" }).fill(PURPOSE);
    await page.getByRole("button", { name: "Generate Questions" }).click();
    await expectVisible(page.getByRole("button", { name: "Generating..." }));
    await expectVisible(questionCard(page, 1));
    await expectVisible(page.getByRole("button", { name: "Generate Questions" }));
    await page.unroute("**/api/generate-questions");
    await expect.poll(() => title.inputValue(), { message: "the AI names the form" }).not.toBe("Create Form");
    expect((await title.inputValue()).trim()).not.toBe("");
    const generated = await questionCards(page).count();
    expect(generated, "the local engine drafts at least one question per type").toBeGreaterThanOrEqual(4);
    await expectNumberedFromOne(page, generated);
    await saveScreenshot(page, "create-form-generated");

    // Deleting question 2 renumbers the rest from 1: the third question becomes 'Question 2'.
    const third = await questionCard(page, 3).getByRole("textbox", { name: "Question text" }).inputValue();
    await page.getByRole("button", { name: "Delete question 2" }).click();
    await expectNumberedFromOne(page, generated - 1);
    expect(await questionCard(page, 2).getByRole("textbox", { name: "Question text" }).inputValue()).toBe(third);
    // Keep four questions, one per type.
    for (let count = generated - 1; count > 4; count--) {
      await page.getByRole("button", { name: `Delete question ${count}` }).click();
      await expectNumberedFromOne(page, count - 1);
    }

    // Question 1: radio, with its options added and removed.
    const q1 = questionCard(page, 1);
    await q1.getByRole("combobox", { name: "Question type" }).selectOption("radio");
    await q1.getByRole("textbox", { name: "Question text" }).fill(Q.radio.text);
    await setOptions(q1, ["Excellent", "Good", "Poor", "Extra"]);
    await q1.getByRole("button", { name: "Remove option 4" }).click();
    expect(await optionValues(q1)).toEqual(Q.radio.options);
    // Changing the type keeps the other fields: a detour through slider brings the options back.
    await q1.getByRole("combobox", { name: "Question type" }).selectOption("slider");
    await expectHidden(q1.getByRole("textbox", { name: "Option 1" }));
    await expectVisible(q1.getByText("Answer preview"));
    await q1.getByRole("combobox", { name: "Question type" }).selectOption("radio");
    expect(await optionValues(q1)).toEqual(Q.radio.options);
    expect(await q1.getByRole("textbox", { name: "Question text" }).inputValue()).toBe(Q.radio.text);

    // Question 2: checkbox.
    const q2 = questionCard(page, 2);
    await q2.getByRole("combobox", { name: "Question type" }).selectOption("checkbox");
    await q2.getByRole("textbox", { name: "Question text" }).fill(Q.checkbox.text);
    await setOptions(q2, Q.checkbox.options);

    // Question 3: slider, shown as a range from 0 to 10.
    const q3 = questionCard(page, 3);
    await q3.getByRole("combobox", { name: "Question type" }).selectOption("slider");
    await q3.getByRole("textbox", { name: "Question text" }).fill(Q.slider.text);
    // (The disabled preview slider shows its marks; it has no thumb to query.)
    await expectVisible(q3.getByText("Answer preview"));
    await expectVisible(q3.getByText("0", { exact: true }));
    await expectVisible(q3.getByText("10", { exact: true }));

    // Question 4: open-ended, shown as a disabled 4-row textarea, with Prompt toggled off and on.
    const q4 = questionCard(page, 4);
    await q4.getByRole("combobox", { name: "Question type" }).selectOption("open-ended");
    await q4.getByRole("textbox", { name: "Question text" }).fill(Q.open.text);
    const answerPreview = q4.getByRole("textbox", { name: "Answer preview" });
    expect(await answerPreview.isDisabled()).toBe(true);
    expect(await answerPreview.getAttribute("placeholder")).toBe("Type your answer here...");
    expect(await answerPreview.getAttribute("rows")).toBe("4");
    const prompt = q4.getByRole("switch", { name: "Prompt" });
    if (await prompt.isChecked()) await prompt.uncheck();
    await expectHidden(q4.getByText("AI follow-ups"));
    await prompt.check();
    await expectVisible(q4.getByText("AI follow-ups"));
    await prompt.uncheck();
    await expectHidden(q4.getByText("AI follow-ups"));
    await prompt.check();
    expect(await prompt.isChecked()).toBe(true);

    const finalTitle = `Coffee shop feedback ${Date.now().toString(36)}`;
    await title.fill(finalTitle);
    await saveScreenshot(page, "create-form-edited");

    // Validation popups, titled 'Error'; nothing is saved.
    const q3Text = q3.getByRole("textbox", { name: "Question text" });
    await q3Text.fill("   ");
    await expectCreateRefused(page, "Question cannot be empty!");
    await q3Text.fill(Q.slider.text);
    await q2.getByRole("button", { name: "Add Option" }).click();
    await expectCreateRefused(page, "Option cannot be empty!");
    await q2.getByRole("button", { name: "Remove option 4" }).click();
    expect(await optionValues(q2)).toEqual(Q.checkbox.options);

    // Create: 'Saving...' (the call is slowed down), the success popup, then the complete page 3 s later.
    await page.route("**/api/forms", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const created = page.waitForResponse(
      (response) => response.url().endsWith("/api/forms") && response.request().method() === "POST",
    );
    // The 3 s start when the form is saved: time moves only by hand from before the click, so a busy
    // machine cannot spend part of them unseen.
    await pauseClock(page);
    await page.getByRole("button", { name: "Create Form" }).click();
    const saving = page.getByRole("button", { name: "Saving..." });
    await expectVisible(saving);
    expect(await saving.isDisabled()).toBe(true);
    const form = (await (await created).json()) as { id: string; ownerId: string };
    const success = page.getByRole("dialog", { name: "Success!" });
    await runClockUntilVisible(
      page,
      success.getByText("Form successfully created! Processing your sharing link...", { exact: true }),
    );
    await page.unroute("**/api/forms");
    await saveScreenshot(page, "create-form-success", { fullPage: false });
    await page.clock.runFor(2_000);
    await expectPath(page, "/create-form");
    await page.clock.runFor(1_200);
    const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
    expect(form.ownerId).toBe(session.user.id);
    await expectPath(page, `/create-complete/${form.ownerId}/${form.id}`);
    await page.clock.resume();

    // The complete page: a short loading screen, then the link to copy.
    await expectVisible(page.getByRole("heading", { name: "Thank you for your time!" }));
    await expectVisible(page.getByText("This link will not appear again.", { exact: true }));
    const link = `${server.url}/user-response/${form.ownerId}/${form.id}`;
    expect(await page.getByRole("textbox", { name: "Your shareable link" }).inputValue()).toBe(link);
    await page.getByRole("button", { name: "Copy Link" }).click();
    const copied = page.getByRole("button", { name: "Copied!" });
    await expectVisible(copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await saveScreenshot(page, "create-complete-copied");
    await page.clock.fastForward(2_100);
    await expectVisible(page.getByRole("button", { name: "Copy Link" }));
    await expectHidden(copied);

    Object.assign(shared, {
      cookies: await page.context().cookies(),
      userId: form.ownerId,
      formId: form.id,
      title: finalTitle,
      link,
    });
  });

  test("journey 3: a respondent answers every type, gets follow-ups, reloads, finishes", async ({ page }) => {
    expect(shared.link, "journey 2 created the form").not.toBe("");
    await page.clock.install();
    await page.goto(new URL(shared.link).pathname);
    await expectVisible(page.getByRole("heading", { level: 1, name: shared.title }));
    await expectVisible(page.getByText("Your responses will be collected and processed by Parley for analysis."));
    const { questions, answers } = chat(page);

    // Radio: options plus Confirm.
    await nextQuestion(page, Q.radio.text);
    const confirm = page.getByRole("button", { name: "Confirm" });
    expect(await confirm.isDisabled(), "nothing chosen yet").toBe(true);
    await page.getByRole("radio", { name: "Good" }).check();
    await confirm.click();
    await expectLastAnswer(page, "Good");

    // Checkbox: several choices, joined with a comma in the form's order.
    await nextQuestion(page, Q.checkbox.text);
    await page.getByRole("checkbox", { name: "The prices" }).check();
    await page.getByRole("checkbox", { name: "The drinks" }).check();
    await saveScreenshot(page, "respond-checkbox");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expectLastAnswer(page, "The drinks, The prices");

    // Halfway, a reload: the conversation resumes where it was.
    await page.reload();
    await expectVisible(page.getByRole("heading", { level: 1, name: shared.title }));
    await expect.poll(() => answers.count()).toBe(2);
    await expectVisible(page.getByRole("progressbar", { name: "2 of 4 questions answered" }));

    // Slider: starts at the midpoint, moved with the keyboard.
    await nextQuestion(page, Q.slider.text);
    const slider = page.getByRole("slider", { name: "Your answer" });
    expect(await slider.getAttribute("aria-valuenow")).toBe("5");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.getByTestId("slider-value").textContent()).toBe("7");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expectLastAnswer(page, "7");

    // Open-ended with Prompt: blank text is not sent; Enter sends; the AI follows up (at most twice).
    await nextQuestion(page, Q.open.text);
    const box = page.getByRole("textbox", { name: "Your answer" });
    expect(await box.getAttribute("placeholder")).toBe("Enter your answer");
    await box.fill("   ");
    expect(await page.getByRole("button", { name: "Send" }).isDisabled()).toBe(true);
    await box.press("Enter");
    expect(await answers.count()).toBe(3);

    const openAnswers = [
      "The queue at lunchtime was far too long and the card machine kept failing.",
      "Mostly the card machine; it failed twice and I had to pay in cash.",
      "Add a second till at lunchtime and fix the card reader.",
    ];
    await box.fill(openAnswers[0] as string);
    await box.press("Enter");
    await expectLastAnswer(page, openAnswers[0] as string);
    await nextQuestion(page, /Follow-up/);
    expect(await questions.filter({ hasText: /Follow-up/ }).count()).toBe(1);
    await saveScreenshot(page, "respond-follow-up");
    await page.getByRole("textbox", { name: "Your answer" }).fill(openAnswers[1] as string);
    await page.getByRole("button", { name: "Send" }).click();
    await expectLastAnswer(page, openAnswers[1] as string);
    await expectVisible(chat(page).typing);
    await page.clock.fastForward(3_000);
    await expect.poll(() => questions.filter({ hasText: /Follow-up/ }).count()).toBe(2);
    await page.getByRole("textbox", { name: "Your answer" }).fill(openAnswers[2] as string);
    await page.getByRole("button", { name: "Send" }).click();
    await expectLastAnswer(page, openAnswers[2] as string);

    // Two follow-ups are the maximum: the conversation ends, is saved, thanks, and goes home 3 s later.
    await expectVisible(page.getByText("Thank you for your time! Your responses have been recorded.", { exact: true }));
    const done = page.getByRole("dialog", { name: "Success!" });
    await expectVisible(
      done.getByText("Thank you for your response! Directing you back to the home page...", { exact: true }),
    );
    expect(await questions.filter({ hasText: /Follow-up/ }).count()).toBe(2);
    await saveScreenshot(page, "respond-thank-you");
    await page.clock.fastForward(3_100);
    await expectPath(page, "/home");
    shared.openAnswers = openAnswers;
  });

  test("journey 4: dashboard, overview, paging, CSV, analysis, edit, share, delete", async ({ page, server }) => {
    expect(shared.openAnswers.length, "journey 3 answered the form").toBe(3);
    const context = page.context();
    await context.addCookies(shared.cookies);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    // A second respondent, straight through the API, so there is something to page through.
    await submitResponse(server.url, { id: shared.formId, ownerId: shared.userId }, [
      answer(1, Q.radio.text, "radio", "Excellent"),
      answer(2, Q.checkbox.text, "checkbox", "Friendly staff"),
      answer(3, Q.slider.text, "slider", "10"),
      answer(4, Q.open.text, "open-ended", "Lovely staff and great coffee, nothing to change."),
    ]);

    // Dashboard: select the form, read its responses, look at its analysis, share it.
    await page.goto("/dashboard");
    await waitForScreen(page);
    await expectVisible(page.getByText("Please select a form to view its details."));
    const { sidebar, details } = await selectInDashboard(page, shared.title);
    await expectVisible(sidebar.getByRole("heading", { name: shared.title }));
    await expectVisible(page.getByRole("heading", { name: "Edit Form" }));
    await sidebar.getByText("Responses", { exact: true }).click();
    await expectVisible(details.getByText("Response: 1 / 2", { exact: true }));
    await expectVisible(details.getByText("The drinks, The prices", { exact: true }));
    await expectVisible(details.getByText(shared.openAnswers[0] as string, { exact: true }));
    await saveScreenshot(page, "dashboard-responses");
    await sidebar.getByText("Analyze", { exact: true }).click();
    await expectVisible(details.getByRole("heading", { name: "Sentiment Analysis Dashboard" }));
    await expectVisible(details.getByRole("heading", { name: "Overall Sentiment" }), 20_000);

    await sidebar.getByRole("button", { name: `Share ${shared.title}` }).click();
    const qr = sidebar.getByRole("img", { name: `QR code for the link to ${shared.title}` });
    await expectVisible(qr);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await sidebar.getByRole("button", { name: "Copy Link" }).click();
    await expectVisible(page.getByRole("alert").filter({ hasText: "Link copied to clipboard!" }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared.link);
    await saveScreenshot(page, "dashboard-share");
    await sidebar.getByRole("button", { name: `Share ${shared.title}` }).click();
    await expectHidden(qr);

    // Your Forms: the card's counts, then the overview.
    await page.goto("/forms");
    await waitForScreen(page);
    const card = page.getByTestId("form-card").filter({ hasText: shared.title });
    await expectVisible(card.getByText("4 questions", { exact: true }));
    await expectVisible(card.getByText("2 responses", { exact: true }));
    await card.getByRole("link", { name: shared.title, exact: true }).click();
    await expectPath(page, `/forms/${shared.formId}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Form Overview" }));
    const results = page.getByRole("tab", { name: "Results" });
    expect(await results.getAttribute("aria-selected")).toBe("true");
    await expectVisible(page.getByText("Total Responses"));
    const position = page.getByTestId("response-position");
    await expect.poll(() => position.textContent()).toBe("Response: 1 / 2");
    await expectVisible(page.getByText("Collected Response"));
    expect(await page.getByRole("button", { name: "Previous response" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Next response" }).click();
    await expect.poll(() => position.textContent()).toBe("Response: 2 / 2");
    await expectVisible(page.getByText("Lovely staff and great coffee, nothing to change.", { exact: true }));
    expect(await page.getByRole("button", { name: "Next response" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Previous response" }).click();
    await expect.poll(() => position.textContent()).toBe("Response: 1 / 2");
    await saveScreenshot(page, "overview-results");

    // The CSV holds both responses' answers, follow-ups included.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    for (const text of [
      Q.radio.text,
      "Good",
      '"The drinks, The prices"',
      "7",
      ...shared.openAnswers.map((text) => (text.includes(",") ? `"${text}"` : text)),
      "Excellent",
      "Lovely staff and great coffee",
    ]) {
      expect(csv, `the CSV has ${text}`).toContain(text);
    }
    expect(csv.trim().split(/\r?\n/).length, "a header and two rows").toBe(3);

    // Analysis tab: the charts.
    await page.getByRole("tab", { name: "Analysis" }).click();
    await expectVisible(page.getByRole("heading", { name: "Sentiment Analysis Dashboard" }));
    const overall = page.locator("section").filter({ has: page.getByRole("heading", { name: "Overall Sentiment" }) });
    await expectVisible(overall, 20_000);
    await expectVisible(overall.locator(".recharts-pie-sector path, .recharts-sector").first());
    for (const label of ["Positive", "Negative", "Neutral"]) {
      await expectVisible(overall.getByText(new RegExp(`^${label} \\d+%$`)));
    }
    await expectVisible(page.getByRole("heading", { name: "Common Themes" }));
    await expectVisible(page.getByRole("heading", { name: "Actionable Insights" }));
    await expectVisible(page.getByRole("heading", { name: "Individual Question Analysis" }));
    // Follow-ups (ids with a dot) are left out: one card per question of the form.
    await expect.poll(() => page.getByTestId("question-analysis").count()).toBe(4);
    await expectVisible(
      page.getByTestId("question-analysis").filter({ hasText: Q.open.text }).getByText("Response Patterns"),
    );
    await saveScreenshot(page, "overview-analysis");

    // Edit: a new title and a fifth question; Save Form goes back to the overview.
    await page.getByRole("link", { name: "Edit" }).click();
    await expectPath(page, `/forms/edit/${shared.formId}`);
    const titleField = page.getByRole("textbox", { name: "Form Title" });
    await expect.poll(() => titleField.inputValue()).toBe(shared.title);
    const edited = `${shared.title} (edited)`;
    await titleField.fill(edited);
    await page.getByRole("button", { name: "Add Question" }).click();
    const fifth = page.getByRole("region", { name: "Question 5" });
    expect(await fifth.getByRole("combobox", { name: "Question Type" }).inputValue()).toBe("open-ended");
    await fifth.getByRole("textbox", { name: "Question Text" }).fill("Anything else?");
    await saveScreenshot(page, "form-edit");
    await page.getByRole("button", { name: "Save Form" }).click();
    await expectPath(page, `/forms/${shared.formId}`);
    await expectVisible(page.getByText(edited, { exact: true }));
    shared.title = edited;

    // Delete from Your Forms, after the confirmation (Cancel first keeps it).
    await page.goto("/forms");
    await waitForScreen(page);
    const deleteButton = page.getByRole("button", { name: `Delete ${edited}` });
    await deleteButton.click();
    let confirm = page.getByRole("dialog", { name: "Delete form" });
    await expectVisible(confirm.getByText("Are you sure you want to delete this survey?", { exact: true }));
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expectHidden(confirm);
    await expectVisible(page.getByTestId("form-card").filter({ hasText: edited }));
    await deleteButton.click();
    confirm = page.getByRole("dialog", { name: "Delete form" });
    await saveScreenshot(page, "forms-delete-confirm", { fullPage: false });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectHidden(page.getByTestId("form-card").filter({ hasText: edited }));
    await expectVisible(page.getByText("You haven't created any forms yet."));
    const gone = await page.request.get(`/api/forms/${shared.formId}`);
    expect(gone.status()).toBe(404);
    await expectHidden(toast(page, "Error"));
  });
});
