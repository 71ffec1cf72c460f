// Partial responses: a respondent answers two questions and leaves; the owner sees it started and
// not completed, marked as partial, in the drop-off; one switch leaves it out; finishing completes it.
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { expectNoSeriousViolations, expectScreenPasses } from "../support/a11y.ts";
import { newPerson, registerOwnerWithForm, signIn } from "../support/api.ts";
import { atBothWidths, journeyTest } from "../support/fixtures.ts";
import { saveScreenshot } from "../support/screenshots.ts";
import { expectHidden, expectVisible, openInDashboard, waitForScreen } from "../support/ui.ts";
import type { Viewport } from "../support/viewports.ts";

const Q = {
  radio: "Would you come back?",
  slider: "How was the coffee?",
  open: "Anything we should change?",
};
const TITLE = "Café partials";
const test = journeyTest({ env: { PLAN_RESPONSES_PER_FORM: "0" } });

/** Skips the 3 s typing indicator before the question with `text`. */
async function nextQuestion(page: Page, text: string) {
  const log = page.getByRole("log", { name: "Conversation" });
  await expectVisible(log.getByTestId("typing-indicator"));
  await page.clock.fastForward(3_000);
  await expectVisible(log.getByTestId("question-bubble").filter({ hasText: text }));
}

const figures = (page: Page) => page.getByTestId("completion-figure").allTextContents();
const dropOff = (page: Page) => page.getByTestId("drop-off-row").allTextContents();
const answersOf = (page: Page) =>
  page
    .getByTestId("question-result")
    .allTextContents()
    .then((cards) => cards.map((card) => card.match(/(\d+) answers?/)?.[1]));

function journeys(viewport: Viewport) {
  const size = viewport.width;

  test(`a partial response: started, marked, left out by the switch, then completed at ${size} px`, async ({
    page,
    browser,
    server,
  }) => {
    const { owner, form } = await registerOwnerWithForm(server.url, newPerson("Paula", "Partial"), {
      title: TITLE,
      questions: [
        { question: Q.radio, type: "radio", options: ["Yes", "No"] },
        { question: Q.slider, type: "slider" },
        { question: Q.open, type: "open-ended" },
      ],
    });
    const chatPath = `/user-response/${form.ownerId}/${form.id}`;

    // The respondent, in a browser of their own: two answers, then they leave.
    const respondent = await browser.newContext({ viewport, baseURL: server.url });
    const chat = await respondent.newPage();
    await chat.clock.install();
    await chat.goto(chatPath);
    await nextQuestion(chat, Q.radio);
    await chat.getByRole("radio", { name: "Yes" }).check();
    await chat.getByRole("button", { name: "Confirm" }).click();
    await nextQuestion(chat, Q.slider);
    await chat.getByRole("button", { name: "Confirm" }).click();
    await nextQuestion(chat, Q.open);
    await chat.goto("/home");

    // The owner: the overview's Results tab.
    await signIn(page.context(), owner);
    await page.goto(`/forms/${form.id}`);
    await waitForScreen(page);
    await expectVisible(page.getByRole("heading", { name: "Completion" }));
    await expect
      .poll(() => figures(page))
      .toEqual(["Started1", "Completed0", "Completion rate0%", "Median time to complete–"]);
    expect(await dropOff(page)).toEqual([
      `1. ${Q.radio}1 reached · 1 answered`,
      `2. ${Q.slider}1 reached · 1 answered`,
      `3. ${Q.open}1 reached · 0 answered`,
    ]);
    await expectVisible(page.getByText("Response: 1 / 1", { exact: true }));
    await expectVisible(page.getByTestId("partial-badge"));
    await expect.poll(() => answersOf(page)).toEqual(["1", "1", "0"]);
    await expectScreenPasses(page, "partials-results", "Results tab with a partial response");

    // One switch: the partial leaves the results by question and the analysis.
    const onlyCompleted = page.getByRole("switch", { name: /Completed responses only/ });
    await onlyCompleted.click();
    await expect.poll(() => answersOf(page)).toEqual(["0", "0", "0"]);
    // Completion and drop-off are of every response still.
    expect((await figures(page))[0]).toBe("Started1");
    await saveScreenshot(page, "partials-results-completed-only");
    await page.getByRole("tab", { name: "Analysis" }).click();
    await expectVisible(page.getByText("No sentiment analysis results yet."));
    expect(await page.getByRole("switch", { name: /Completed responses only/ }).isChecked()).toBe(true);
    await saveScreenshot(page, "partials-analysis-completed-only");
    await expectNoSeriousViolations(page, "Analysis tab, completed responses only");
    await page.getByRole("switch", { name: /Completed responses only/ }).click();
    await expectHidden(page.getByText("No sentiment analysis results yet."), 20_000);

    // The Integrations tab: an endpoint that also receives partial updates.
    await page.getByRole("tab", { name: "Integrations" }).click();
    await page.getByRole("textbox", { name: "Endpoint URL" }).fill("https://93.184.215.14/parley");
    await page.getByRole("checkbox", { name: "Also send partial updates" }).check();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expectVisible(page.getByTestId("webhook").getByText("Completed responses and partial updates"));
    expect(await page.getByRole("checkbox", { name: "Also send partial updates" }).isChecked()).toBe(false);
    await saveScreenshot(page, "partials-webhook-option");
    await expectNoSeriousViolations(page, "Integrations tab with a partial-updates endpoint");

    // The dashboard's Responses view shows the same.
    const { sidebar, details } = await openInDashboard(page, TITLE);
    await expectVisible(sidebar.getByRole("heading", { name: TITLE }));
    await sidebar.getByText("Responses", { exact: true }).click();
    await expectVisible(details.getByTestId("partial-badge"));
    await expect.poll(() => dropOff(page)).toHaveLength(3);
    expect(await figures(page)).toEqual(["Started1", "Completed0", "Completion rate0%", "Median time to complete–"]);
    await expectScreenPasses(page, "partials-dashboard", "dashboard Responses view with a partial response");

    // The respondent comes back and finishes: the same response becomes complete.
    await chat.goto(chatPath);
    const log = chat.getByRole("log", { name: "Conversation" });
    await expectVisible(log.getByText(Q.open));
    await chat.getByLabel("Your answer").fill("More seats by the window");
    await chat.keyboard.press("Enter");
    await expectVisible(log.getByText("Thank you for your time! Your responses have been recorded."));
    await respondent.close();

    await page.goto(`/forms/${form.id}`);
    await waitForScreen(page);
    await expect
      .poll(() => figures(page))
      .toEqual(["Started1", "Completed1", "Completion rate100%", expect.stringMatching(/^Median time to complete\d/)]);
    await expectVisible(page.getByText("Response: 1 / 1", { exact: true }));
    await expectHidden(page.getByTestId("partial-badge"));
    expect(await dropOff(page)).toEqual([
      `1. ${Q.radio}1 reached · 1 answered`,
      `2. ${Q.slider}1 reached · 1 answered`,
      `3. ${Q.open}1 reached · 1 answered`,
    ]);
    await saveScreenshot(page, "partials-completed");
  });
}

describe("partial responses, completion and drop-off", () => {
  atBothWidths(test, journeys);
});
