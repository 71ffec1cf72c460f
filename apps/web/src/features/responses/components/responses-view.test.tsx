// @vitest-environment jsdom
import "../../../test/setup.ts";

import type { StoredResponse } from "@parley/schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { coffeeSurvey, drinkQuestion } from "../../../test/forms.ts";
import { renderScreen } from "../../../test/render.tsx";
import { signInEachTest, stubApi } from "../../../test/stub-api.ts";
import { clampIndex, collectAnswers } from "../utils/collect-answers.ts";
import { ResponsesView } from "./responses-view.tsx";

vi.mock("../../../lib/session.ts", () => ({ useSession: vi.fn() }));

const form = coffeeSurvey([
  { id: 1, question: "Favourite drink?", type: "radio", options: [{ key: 0, value: "Tea" }] },
  { id: 2, question: "Why?", type: "open-ended", requiresPrompt: true },
  { id: 3, question: "Anything else?", type: "open-ended" },
]);

const entry = (id: string, question: string, answer: string) => ({
  id,
  question,
  answer,
  type: "open-ended" as const,
  isFollowUp: id.includes("."),
});

const responses: StoredResponse[] = [
  {
    id: "r1",
    createdAt: "2026-01-02T00:00:00.000Z",
    responses: [
      entry("1", "Favourite drink?", "Tea"),
      entry("2", "Why?", "It is calming"),
      entry("2.1", "What makes it calming?", "The warmth"),
      entry("3", "Anything else?", "   "),
    ],
  },
  { id: "r2", createdAt: "2026-01-03T00:00:00.000Z", responses: [entry("1", "Favourite drink?", "<b>Coffee</b>")] },
];

const emptySummary = { started: 0, completed: 0, completionRate: null, medianSeconds: null, questions: [] };

const page = (items: StoredResponse[], nextCursor: string | null = null, total = items.length) => ({
  total,
  items,
  nextCursor,
});

const position = () => screen.getByTestId("response-position").textContent;
const collected = () =>
  within(screen.getByTestId("collected-response"))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("collectAnswers", () => {
  it("lists every question in order with its follow-ups after it, blank answers as null", () => {
    const rows = collectAnswers(form.questions, responses[0]!.responses);
    expect(rows.map((r) => [r.id, r.answer])).toEqual([
      ["1", "Tea"],
      ["2", "It is calming"],
      ["2.1", "The warmth"],
      ["3", null],
    ]);
  });

  it("keeps answers to questions removed from the form", () => {
    const rows = collectAnswers([], [entry("7", "Old question", "Old answer")]);
    expect(rows).toEqual([{ id: "7", question: "Old question", answer: "Old answer", isFollowUp: false }]);
  });

  it("bounds the index between 0 and count-1", () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(0, 0)).toBe(0);
  });
});

describe("ResponsesView", () => {
  signInEachTest("owner-1");

  it("shows the totals and pages through responses within bounds", async () => {
    stubApi({
      "GET /api/forms/f1": { body: form },
      "GET /api/forms/f1/summary": { body: emptySummary },
      "GET /api/forms/f1/responses": { body: page(responses) },
    });
    renderScreen(<ResponsesView formId="f1" />, { owner: "overview" });
    const user = userEvent.setup();

    expect(await screen.findByText("Response: 1 / 2")).toBeTruthy();
    expect(screen.getByText("Total Responses").nextSibling?.textContent).toBe("2");
    expect(screen.getByText("Total Questions").nextSibling?.textContent).toBe("3");
    expect(screen.getByRole("heading", { name: "Collected Response" })).toBeTruthy();
    expect(collected()).toEqual([
      "Favourite drink?Tea",
      "Why?It is calming",
      "Follow-upWhat makes it calming?The warmth",
      "Anything else?No response",
    ]);

    const previous = screen.getByRole("button", { name: "Previous response" }) as HTMLButtonElement;
    const next = screen.getByRole("button", { name: "Next response" }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(previous);
    expect(position()).toBe("Response: 1 / 2");

    await user.click(next);
    expect(position()).toBe("Response: 2 / 2");
    expect(next.disabled).toBe(true);
    await user.click(next);
    expect(position()).toBe("Response: 2 / 2");
    // Markup in an answer is text; unanswered questions say so.
    expect(collected()).toEqual(["Favourite drink?<b>Coffee</b>", "Why?No response", "Anything else?No response"]);

    await user.click(previous);
    expect(position()).toBe("Response: 1 / 2");
  });

  it("fetches the next page before the owner reaches the end of the loaded ones", async () => {
    const many = Array.from({ length: 53 }, (_, i) => ({
      id: `r${i + 1}`,
      createdAt: "2026-01-02T00:00:00.000Z",
      responses: [entry("1", "Favourite drink?", `Drink ${i + 1}`)],
    }));
    const { calls } = stubApi({
      "GET /api/forms/f1": { body: form },
      "GET /api/forms/f1/summary": { body: emptySummary },
      "GET /api/forms/f1/responses": ({ query }) => {
        expect(query.get("limit")).toBe("50");
        return {
          body:
            query.get("cursor") === "after-50"
              ? page(many.slice(50), null, 53)
              : page(many.slice(0, 50), "after-50", 53),
        };
      },
    });
    renderScreen(<ResponsesView formId="f1" />, { owner: "overview" });
    const user = userEvent.setup();
    expect(await screen.findByText("Response: 1 / 53")).toBeTruthy();
    const pageCalls = () => calls.filter((c) => c.path === "/api/forms/f1/responses").length;
    expect(pageCalls()).toBe(1);
    const next = screen.getByRole("button", { name: "Next response" });
    for (let i = 0; i < 45; i++) await user.click(next);
    expect(position()).toBe("Response: 46 / 53");
    await vi.waitFor(() => expect(pageCalls()).toBe(2));
    for (let i = 0; i < 10; i++) await user.click(next);
    expect(position()).toBe("Response: 53 / 53");
    expect(collected()[0]).toBe("Favourite drink?Drink 53");
    expect(pageCalls()).toBe(2);
  }, 20_000);

  it("says so when there are no responses", async () => {
    stubApi({
      "GET /api/forms/f1": { body: form },
      "GET /api/forms/f1/summary": { body: emptySummary },
      "GET /api/forms/f1/responses": { body: page([]) },
    });
    renderScreen(<ResponsesView formId="f1" />, { owner: "overview" });
    expect(await screen.findByText("No responses available for this form.")).toBeTruthy();
    expect(screen.getByText("Total Responses").nextSibling?.textContent).toBe("0");
    expect(screen.queryByRole("button", { name: "Next response" })).toBeNull();
  });

  it.each([
    ["Download CSV", "csv"],
    ["Download Excel", "xlsx"],
    ["Download JSON", "json"],
  ])("%s downloads from the export route", async (label, format) => {
    const { calls } = stubApi({
      "GET /api/forms/f1": { body: form },
      "GET /api/forms/f1/summary": { body: emptySummary },
      "GET /api/forms/f1/responses": { body: page(responses) },
      [`GET /api/forms/f1/responses.${format}`]: { body: "a,b\n1,2\n" },
    });
    // jsdom has no object URLs.
    const createObjectURL = vi.fn(() => "blob:csv");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderScreen(<ResponsesView formId="f1" />, { owner: "overview" });

    await userEvent.click(await screen.findByRole("button", { name: label }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.map((c) => c.path)).toContain(`/api/forms/f1/responses.${format}`);
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("shows results that fit each question: option bars with count and share, a slider distribution", async () => {
    const withSlider = coffeeSurvey([
      drinkQuestion,
      { id: 2, question: "Why?", type: "open-ended", requiresPrompt: true },
      { id: 3, question: "How strong?", type: "slider", min: 0, max: 3 },
    ]);
    stubApi({
      "GET /api/forms/f1": { body: withSlider },
      "GET /api/forms/f1/responses": { body: page(responses) },
      "GET /api/forms/f1/summary": {
        body: {
          ...emptySummary,
          started: 4,
          completed: 4,
          completionRate: 1,
          questions: [
            {
              questionId: 1,
              type: "radio",
              reached: 4,
              answered: 4,
              options: [
                { value: "Tea", count: 3 },
                { value: "Coffee", count: 1 },
              ],
            },
            { questionId: 2, type: "open-ended", reached: 4, answered: 2, followUpsAnswered: 1 },
            {
              questionId: 3,
              type: "slider",
              reached: 4,
              answered: 4,
              histogram: [0, 1, 2, 3].map((v) => ({ value: String(v), count: v === 2 ? 3 : v === 3 ? 1 : 0 })),
              mean: 2.25,
              median: 2,
            },
          ],
        },
      },
    });
    renderScreen(<ResponsesView formId="f1" />, { owner: "overview" });
    expect(await screen.findByRole("heading", { name: "Results by question" })).toBeTruthy();
    const cards = screen.getAllByTestId("question-result");
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText("3 · 75%")).toBeTruthy();
    expect(within(cards[0]!).getByRole("progressbar", { name: "Coffee: 1, 25%" })).toBeTruthy();
    expect(cards[1]!.textContent).toContain("2 answers · 1 follow-up answer");
    expect(within(cards[2]!).getByLabelText("2: 3")).toBeTruthy();
    // Each bar shows its count; an empty one shows none.
    expect(within(cards[2]!).getByLabelText("2: 3").textContent).toBe("32");
    expect(within(cards[2]!).getByLabelText("0: 0").textContent).toBe("0");
    expect(cards[2]!.textContent).toContain("Mean 2.25");
    expect(cards[2]!.textContent).toContain("Median 2");
    // The response-by-response view stays below.
    expect(screen.getByText("Response: 1 / 2")).toBeTruthy();
  });

  it("deletes the response shown after a confirmation, then all of them after another", async () => {
    let stored = [...responses];
    const { calls } = stubApi({
      "GET /api/forms/f1": { body: form },
      "GET /api/forms/f1/summary": { body: emptySummary },
      "GET /api/forms/f1/responses": () => ({ body: page(stored) }),
      "DELETE /api/forms/f1/responses/r2": () => {
        stored = stored.filter((r) => r.id !== "r2");
        return { status: 204 };
      },
      "DELETE /api/forms/f1/responses": () => {
        const deleted = stored.length;
        stored = [];
        return { body: { deleted } };
      },
    });
    renderScreen(<ResponsesView formId="f1" />, { owner: "overview" });
    const user = userEvent.setup();
    await screen.findByText("Response: 1 / 2");
    await user.click(screen.getByRole("button", { name: "Next response" }));
    await user.click(screen.getByRole("button", { name: "Delete response" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete response" });
    expect(dialog.textContent).toContain("Are you sure you want to delete response 2? This cannot be undone.");
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete response" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Response: 1 / 1")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/forms/f1/responses/r2"]);

    await user.click(screen.getByRole("button", { name: "Delete all responses" }));
    const all = await screen.findByRole("dialog", { name: "Delete all responses" });
    expect(all.textContent).toContain("Are you sure you want to delete all 1 response of this form?");
    await user.click(within(all).getByRole("button", { name: "Delete all" }));
    expect(await screen.findByText("No responses available for this form.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete all responses" })).toBeNull();
  });

  it("filters by a theme in the open answers and says how many match, the form's total unchanged", async () => {
    const { calls } = stubApi({
      "GET /api/forms/f1": { body: form },
      "GET /api/forms/f1/summary": { body: { ...emptySummary, started: 2, completed: 2, completionRate: 1 } },
      "GET /api/forms/f1/responses": ({ query }) =>
        query.get("theme") === "calming" ? { body: page([responses[0]!]) } : { body: page(responses) },
    });
    renderScreen(<ResponsesView formId="f1" />, { owner: "overview" });
    const user = userEvent.setup();
    await screen.findByText("Response: 1 / 2");
    await user.type(screen.getByRole("textbox", { name: "Filter by theme" }), "calming");
    expect(await screen.findByText("1 of 2 responses match")).toBeTruthy();
    expect(position()).toBe("Response: 1 / 1");
    expect(screen.getByText("Total Responses").nextSibling?.textContent).toBe("2");
    // Typing is debounced: one request for the whole word.
    expect(calls.filter((c) => c.query.get("theme")).map((c) => c.query.get("theme"))).toEqual(["calming"]);
  });

  it("shows completion and drop-off, marks a partial response, and one switch leaves partials out of the results", async () => {
    window.localStorage.clear();
    const partial: StoredResponse = { ...responses[1]!, status: "partial", completedAt: null };
    const question = (questionId: number, reached: number, answered: number) => ({
      questionId,
      type: "open-ended" as const,
      reached,
      answered,
    });
    const summaryOf = (completedOnly: boolean) => ({
      started: 2,
      completed: 1,
      completionRate: 0.5,
      medianSeconds: 95,
      questions: completedOnly
        ? [question(1, 1, 1), question(2, 1, 1), question(3, 1, 0)]
        : [question(1, 2, 2), question(2, 2, 1), question(3, 1, 0)],
    });
    const { calls } = stubApi({
      "GET /api/forms/f1": { body: form },
      "GET /api/forms/f1/summary": ({ query }) => ({ body: summaryOf(query.get("complete") === "true") }),
      "GET /api/forms/f1/responses": { body: page([{ ...responses[0]!, status: "completed" }, partial]) },
    });
    renderScreen(<ResponsesView formId="f1" />, { owner: "overview" });
    const user = userEvent.setup();

    expect(await screen.findByText("Response: 1 / 2")).toBeTruthy();
    const figures = await screen.findAllByTestId("completion-figure");
    expect(figures.map((f) => f.textContent)).toEqual([
      "Started2",
      "Completed1",
      "Completion rate50%",
      "Median time to complete1 min 35 s",
    ]);
    expect(screen.getAllByTestId("drop-off-row").map((row) => row.textContent)).toEqual([
      "1. Favourite drink?2 reached · 2 answered",
      "2. Why?2 reached · 1 answered",
      "3. Anything else?1 reached · 0 answered",
    ]);
    expect(screen.queryByTestId("partial-badge")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next response" }));
    expect(screen.getByTestId("partial-badge").textContent).toBe("Partial");

    const answersOf = () =>
      screen.getAllByTestId("question-result").map((r) => r.textContent?.match(/(\d+) answers?/)?.[1]);
    expect(answersOf()).toEqual(["2", "1", "0"]);
    await user.click(screen.getByRole("switch", { name: /Completed responses only/ }));
    await vi.waitFor(() => expect(answersOf()).toEqual(["1", "1", "0"]));
    expect(calls.some((c) => c.path === "/api/forms/f1/summary" && c.query.get("complete") === "true")).toBe(true);
    // Completion and drop-off stay of every response.
    expect(screen.getAllByTestId("drop-off-row")[1]?.textContent).toBe("2. Why?2 reached · 1 answered");
    window.localStorage.clear();
  });

  it("filters by sentiment, and opens the one response a quote links to until the owner shows all", async () => {
    const { calls } = stubApi({
      "GET /api/forms/f1": { body: form },
      "GET /api/forms/f1/summary": { body: { ...emptySummary, started: 2, completed: 2, completionRate: 1 } },
      "GET /api/forms/f1/responses": ({ query }) =>
        query.get("sentiment") === "negative" || query.get("response") === responses[1]!.id
          ? { body: page([responses[1]!]) }
          : { body: page(responses) },
    });
    renderScreen(<ResponsesView formId="f1" />, { route: `/?response=${responses[1]!.id}`, owner: "overview" });
    const user = userEvent.setup();
    expect(await screen.findByText("Showing the response opened from a theme's answers.")).toBeTruthy();
    expect(await screen.findByText("1 of 2 responses match")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show all responses" }));
    expect(await screen.findByText("Response: 1 / 2")).toBeTruthy();
    expect(screen.queryByTestId("match-count")).toBeNull();

    await user.click(screen.getByPlaceholderText("Any sentiment"));
    await user.click(await screen.findByRole("option", { name: "Negative" }));
    expect(await screen.findByText("1 of 2 responses match")).toBeTruthy();
    expect(calls.map((c) => c.query.get("sentiment")).filter(Boolean)).toEqual(["negative"]);
  });
});
