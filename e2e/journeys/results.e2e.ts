// Results owners can act on: results by question, responses a page at a time, deleting responses,
// and the exports, at 1280 and 375 px, with axe on each new screen.
import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { expectNoSeriousViolations, expectScreenPasses } from "../support/a11y.ts";
import { answer, newPerson, registerOwnerWithForm, signIn, submitResponse } from "../support/api.ts";
import { atBothWidths, journeyTest } from "../support/fixtures.ts";
import { saveScreenshot } from "../support/screenshots.ts";
import { expectHidden, expectVisible, openInDashboard, waitForScreen } from "../support/ui.ts";
import type { Viewport } from "../support/viewports.ts";

const Q = {
  radio: "Would you recommend us?",
  checkbox: "What did you order?",
  slider: "How was the coffee?",
  open: "What could we do better?",
};
// Two forms of 53 responses each: no cap, and more submissions a minute than a respondent makes.
const test = journeyTest({ env: { PLAN_RESPONSES_PER_FORM: "0", RATE_LIMIT_SUBMIT_PER_MINUTE: "1000" } });

/** More than one page of 50, so the view has to fetch the next one. */
const RESPONSES = 53;

async function seed(baseURL: string) {
  const { owner, form } = await registerOwnerWithForm(baseURL, newPerson("Rita", "Results"), {
    title: "Café results",
    questions: [
      { question: Q.radio, type: "radio", options: ["Yes", "No"] },
      { question: Q.checkbox, type: "checkbox", options: ["Espresso", "Latte, large", "Cake"] },
      { question: Q.slider, type: "slider" },
      { question: Q.open, type: "open-ended", requiresPrompt: true },
    ],
  });
  const orders = ["Espresso", "Latte, large", "Espresso, Cake", ""];
  for (let i = 1; i <= RESPONSES; i++) {
    await submitResponse(baseURL, form, [
      answer(1, Q.radio, "radio", i % 4 === 0 ? "No" : "Yes"),
      answer(2, Q.checkbox, "checkbox", orders[i % 4] as string),
      answer(3, Q.slider, "slider", String(i % 11)),
      answer(4, Q.open, "open-ended", `Answer number ${i}: the queue was slow`),
      ...(i % 2 === 0 ? [answer("4.1", "What made the queue slow?", "open-ended", `Only one barista (${i})`)] : []),
    ]);
  }
  return { owner, form };
}

async function nextUntil(page: Page, text: string) {
  const position = page.getByTestId("response-position");
  for (let i = 0; i < RESPONSES && (await position.textContent()) !== text; i++) {
    await page.getByRole("button", { name: "Next response" }).click();
  }
  await expect.poll(() => position.textContent()).toBe(text);
}

function journeys(viewport: Viewport) {
  const size = viewport.width;

  test(`results by question, paging, deleting and exports at ${size} px`, async ({ page, server }) => {
    const { owner, form } = await seed(server.url);
    await signIn(page.context(), owner);

    // The overview's Results tab: results that fit each question, above the paging.
    await page.goto(`/forms/${form.id}`);
    await waitForScreen(page);
    await expectVisible(page.getByRole("heading", { name: "Results by question" }));
    const cards = page.getByTestId("question-result");
    await expect.poll(() => cards.count()).toBe(4);
    // 'No' is every fourth of 53: 13 answers, 25%.
    await expectVisible(cards.nth(0).getByText("13 · 25%", { exact: true }));
    await expectVisible(cards.nth(1).getByRole("progressbar", { name: "Latte, large: 14, 35%" }));
    await expectVisible(cards.nth(2).getByText("Mean"));
    await expectVisible(cards.nth(3).getByText("53 answers · 26 follow-up answers"));
    await expectVisible(page.getByText(`Response: 1 / ${RESPONSES}`, { exact: true }));
    await expectScreenPasses(page, "results-by-question", "Results tab with results by question");

    // Filter by a choice answer: the match count and the paging follow it.
    await page
      .getByRole("textbox", { name: "Filter by answer" })
      .or(page.getByRole("combobox", { name: "Filter by answer" }))
      .first()
      .click();
    await page.getByRole("option", { name: "No", exact: true }).click();
    await expectVisible(page.getByText(`13 of ${RESPONSES} responses match`, { exact: true }));
    await expect.poll(() => page.getByTestId("response-position").textContent()).toBe("Response: 1 / 13");
    await page.getByRole("textbox", { name: "Filter by theme" }).fill("number 12:");
    await expectVisible(page.getByText(`1 of ${RESPONSES} responses match`, { exact: true }));
    await expectVisible(page.getByTestId("collected-response").getByText("Answer number 12: the queue was slow"));
    await saveScreenshot(page, "results-filtered");
    await expectNoSeriousViolations(page, "Results tab filtered");
    // The filters are kept in the address: the overview without them shows every response again.
    await page.goto(`/forms/${form.id}`);
    await waitForScreen(page);

    // Paging crosses the first page of 50: the follow-up shows under the answer it follows.
    await nextUntil(page, `Response: 52 / ${RESPONSES}`);
    const collected = page.getByTestId("collected-response");
    await expectVisible(collected.getByText("Answer number 52: the queue was slow", { exact: true }));
    await expectVisible(collected.getByText("Only one barista (52)", { exact: true }));
    await saveScreenshot(page, "results-page-two", { fullPage: false });

    // Delete the response shown, after a confirmation.
    await page.getByRole("button", { name: "Delete response" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete response" });
    await expectVisible(dialog.getByText("Are you sure you want to delete response 52? This cannot be undone."));
    await saveScreenshot(page, "results-delete-response", { fullPage: false });
    await expectNoSeriousViolations(page, "delete response dialog");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expectHidden(dialog);
    await expect
      .poll(() => page.getByTestId("response-position").textContent())
      .toBe(`Response: 52 / ${RESPONSES - 1}`);
    await expectVisible(collected.getByText("Answer number 53: the queue was slow", { exact: true }));
    await expectVisible(page.getByText(`${RESPONSES - 1} answers · 25 follow-up answers`));

    // The Excel export opens in a spreadsheet library: the responses sheet and a sheet per question.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Excel" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Café-results.xlsx");
    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile(await download.path());
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Responses",
      "Q1 Would you recommend us",
      "Q2 What did you order",
      "Q3 How was the coffee",
      "Q4 What could we do better",
    ]);
    expect(workbook.getWorksheet("Responses")?.rowCount).toBe(RESPONSES);

    // The dashboard's Responses view shows the same results.
    const { sidebar, details } = await openInDashboard(page, "Café results");
    await sidebar.getByText("Responses", { exact: true }).click();
    await expectVisible(details.getByRole("heading", { name: "Results by question" }));
    await expectVisible(details.getByText(`Response: 1 / ${RESPONSES - 1}`, { exact: true }));
    await expectScreenPasses(page, "dashboard-results-by-question", "dashboard Responses view");

    // Delete them all, after a confirmation.
    await details.getByRole("button", { name: "Delete all responses" }).click();
    const all = page.getByRole("dialog", { name: "Delete all responses" });
    await expectVisible(
      all.getByText(`Are you sure you want to delete all ${RESPONSES - 1} responses of this form?`, { exact: false }),
    );
    await saveScreenshot(page, "results-delete-all", { fullPage: false });
    await all.getByRole("button", { name: "Delete all" }).click();
    await expectVisible(details.getByText("No responses available for this form."));
    await expectHidden(details.getByRole("heading", { name: "Results by question" }));
  }, 180_000);
}

describe("results owners can act on", () => {
  atBothWidths(test, journeys);
});
