// Themes down to the quotes: a theme (per question in the results, overall in the analysis) lists
// the answers behind it with their sentiment, each opening its response; the responses can be
// filtered by sentiment and by a choice answer, with how many match. At 1280 and 375 px, with axe.
import { describe, expect } from "vitest";
import { expectNoSeriousViolations, expectScreenPasses } from "../support/a11y.ts";
import { answer, newPerson, registerOwnerWithForm, signIn, submitResponse } from "../support/api.ts";
import { atBothWidths, journeyTest } from "../support/fixtures.ts";
import { saveScreenshot } from "../support/screenshots.ts";
import { expectHidden, expectVisible, openInDashboard, waitForScreen } from "../support/ui.ts";
import type { Viewport } from "../support/viewports.ts";

const Q = { radio: "Would you recommend our café?", open: "What could our café do better?" };
const test = journeyTest({ env: { PLAN_RESPONSES_PER_FORM: "0", RATE_LIMIT_SUBMIT_PER_MINUTE: "1000" } });

/** [recommend, what to do better]: three about the speed of service, all negative. */
const GIVEN: Array<[string, string]> = [
  ["No", "The wait for our coffee was far too long"],
  ["Yes", "Lovely friendly staff"],
  ["No", "We waited ages at the counter"],
  ["No", "The barista was rude"],
  ["Yes", "Great coffee and friendly staff"],
  ["Yes", "Service was so slow"],
  ["Yes", "Prices are too high"],
  ["Yes", "Everything was perfect"],
];
const SPEED = "Speed of service";

async function seed(baseURL: string) {
  const { owner, form } = await registerOwnerWithForm(baseURL, newPerson("Quinn", "Quotes"), {
    title: "Café quotes",
    questions: [
      { question: Q.radio, type: "radio", options: ["Yes", "No"] },
      { question: Q.open, type: "open-ended" },
    ],
  });
  for (const [recommend, better] of GIVEN) {
    await submitResponse(baseURL, form, [
      answer(1, Q.radio, "radio", recommend),
      answer(2, Q.open, "open-ended", better),
    ]);
  }
  return { owner, form };
}

function journeys(viewport: Viewport) {
  const size = viewport.width;

  test(`a theme's quotes open their responses; filters by sentiment and choice at ${size} px`, async ({
    page,
    server,
  }) => {
    const { owner, form } = await seed(server.url);
    await signIn(page.context(), owner);

    // The Results tab: the open question shows its sentiment, keywords and themes.
    await page.goto(`/forms/${form.id}`);
    await waitForScreen(page);
    const open = page.getByTestId("question-result").nth(1);
    await expectVisible(open.getByTestId("question-sentiment"));
    const themes = open.getByTestId("question-themes");
    await expectVisible(themes.getByText("3 answers · 3 negative", { exact: true }));
    await expectScreenPasses(page, "quotes-question-themes", "results by question with themes");

    // A theme lists the answers behind it, each with its sentiment.
    await themes.getByRole("button", { name: SPEED }).click();
    const dialog = page.getByRole("dialog", { name: `Answers about "${SPEED}"` });
    await expectVisible(dialog.getByText("3 answers", { exact: true }));
    const quotes = dialog.getByTestId("quotes").getByRole("listitem");
    await expect.poll(() => quotes.count()).toBe(3);
    await expectVisible(quotes.nth(1).getByText("We waited ages at the counter", { exact: true }));
    await expectVisible(quotes.nth(1).getByText("Negative", { exact: true }));
    await saveScreenshot(page, "quotes-theme-dialog", { fullPage: false });
    await expectNoSeriousViolations(page, "a theme's quotes");

    // A quote opens its response in the responses view.
    await quotes.nth(1).getByRole("link", { name: "Open response" }).click();
    await expectHidden(dialog);
    await expectVisible(page.getByText("Showing the response opened from a theme's answers."));
    await expectVisible(page.getByText(`1 of ${GIVEN.length} responses match`, { exact: true }));
    const collected = page.getByTestId("collected-response");
    await expectVisible(collected.getByText("We waited ages at the counter", { exact: true }));
    await expect.poll(() => page.getByTestId("response-position").textContent()).toBe("Response: 1 / 1");
    await saveScreenshot(page, "quotes-opened-response");
    await page.getByRole("button", { name: "Show all responses" }).click();
    await expect.poll(() => page.getByTestId("response-position").textContent()).toBe(`Response: 1 / ${GIVEN.length}`);

    // Filter by sentiment, then also by a choice answer: the count says how many match.
    await page.getByPlaceholder("Any sentiment").click();
    await page.getByRole("option", { name: "Negative", exact: true }).click();
    await expectVisible(page.getByText(`5 of ${GIVEN.length} responses match`, { exact: true }));
    await page.getByPlaceholder("Any answer").click();
    await page.getByRole("option", { name: "No", exact: true }).click();
    await expectVisible(page.getByText(`3 of ${GIVEN.length} responses match`, { exact: true }));
    await expect.poll(() => page.getByTestId("response-position").textContent()).toBe("Response: 1 / 3");
    await expectVisible(collected.getByText("The wait for our coffee was far too long", { exact: true }));
    await expectScreenPasses(page, "quotes-filtered-sentiment-choice", "responses filtered by sentiment and choice");

    // The analysis: a common theme opens its quotes too, and a quote its response.
    await page.goto(`/forms/${form.id}`);
    await waitForScreen(page);
    await page.getByRole("tab", { name: "Analysis" }).click();
    const common = page.getByRole("button", { name: new RegExp(`^${SPEED} \\(`) });
    await expectVisible(common);
    await saveScreenshot(page, "quotes-analysis-themes");
    await common.click();
    const fromAnalysis = page.getByRole("dialog", { name: `Answers about "${SPEED}"` });
    await fromAnalysis.getByRole("link", { name: "Open response" }).first().click();
    await expectVisible(page.getByRole("tab", { name: "Results", selected: true }));
    await expectVisible(
      page.getByTestId("collected-response").getByText("The wait for our coffee was far too long", { exact: true }),
    );

    // The dashboard: from the Analyze view to the Responses view.
    const { sidebar, details } = await openInDashboard(page, "Café quotes");
    await sidebar.getByText("Analyze", { exact: true }).click();
    await details.getByRole("button", { name: new RegExp(`^${SPEED} \\(`) }).click();
    await page
      .getByRole("dialog", { name: `Answers about "${SPEED}"` })
      .getByRole("link", { name: "Open response" })
      .last()
      .click();
    // The dialog has closed (axe must not see it fading out).
    await expectHidden(page.getByRole("dialog"));
    await expectVisible(details.getByText("Service was so slow", { exact: true }));
    await expectVisible(details.getByText(`1 of ${GIVEN.length} responses match`, { exact: true }));
    await saveScreenshot(page, "quotes-dashboard-opened-response");
    await expectNoSeriousViolations(page, "dashboard response opened from a quote");
  }, 180_000);
}

describe("themes down to the quotes", () => {
  atBothWidths(test, journeys);
});
