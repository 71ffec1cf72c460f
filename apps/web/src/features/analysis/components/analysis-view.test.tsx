// @vitest-environment jsdom
import "../../../test/setup.ts";

import type { Analysis } from "@parley/schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { signInEachTest, stubApi } from "../../../test/stub-api.ts";
import { AnalysisView } from "./analysis-view.tsx";
import { overallSlices, questionSlices } from "./sentiment-slices.ts";

vi.mock("../../../lib/session.ts", () => ({ useSession: vi.fn() }));
// Recharts needs a real layout; the chart's data is what matters here.
vi.mock("./sentiment-chart.tsx", () => ({
  default: ({ slices }: { slices: { name: string; value: number }[] }) => (
    <div data-testid="pie">{slices.map((s) => `${s.name} ${s.value}%`).join(", ")}</div>
  ),
}));

const analysis: Analysis = {
  overallSentiment: { positive: 60, negative: 25, neutral: 15 },
  commonThemes: ["Price", "Taste"],
  actionableInsights: ["Lower the price", "<script>alert(1)</script>"],
  questions: [
    {
      questionId: 1,
      text: "Favourite drink?",
      sentiment: "positive",
      responsePatterns: { mostCommonKeywords: ["tea"] },
    },
    {
      questionId: "1.1",
      text: "Why tea?",
      sentiment: "neutral",
      responsePatterns: { mostCommonKeywords: ["calm"] },
    },
    {
      questionId: "2",
      text: "Any complaints?",
      sentiment: "negative",
      breakdown: { positive: 20, negative: 50, neutral: 30 },
      responsePatterns: { mostCommonKeywords: [] },
    },
  ],
};

describe("sentiment slices", () => {
  it("colours positive blue, negative red and neutral yellow", () => {
    expect(overallSlices(analysis.overallSentiment)).toEqual([
      { name: "Positive", value: 60, color: "blue.6" },
      { name: "Negative", value: 25, color: "red.6" },
      { name: "Neutral", value: 15, color: "yellow.5" },
    ]);
    expect(questionSlices({ sentiment: "negative" }).find((s) => s.value === 100)?.name).toBe("Negative");
    expect(questionSlices({ sentiment: "negative", breakdown: { positive: 20, negative: 50, neutral: 30 } })).toEqual([
      { name: "Positive", value: 20, color: "blue.6" },
      { name: "Negative", value: 50, color: "red.6" },
      { name: "Neutral", value: 30, color: "yellow.5" },
    ]);
  });
});

describe("AnalysisView", () => {
  signInEachTest("owner-1");

  it("shows 'Analyzing responses...' and then every section, leaving follow-up questions out", async () => {
    stubApi({ "GET /api/forms/f1/analysis": { body: { analysis } } });
    const { container } = renderScreen(<AnalysisView formId="f1" />, { owner: "overview" });

    expect(screen.getByRole("heading", { name: "Sentiment Analysis Dashboard" })).toBeTruthy();
    expect(screen.getByText("Analyzing responses...")).toBeTruthy();

    const overall = (await screen.findByRole("heading", { name: "Overall Sentiment" })).parentElement as HTMLElement;
    expect((await within(overall).findByTestId("pie")).textContent).toBe("Positive 60%, Negative 25%, Neutral 15%");
    expect(within(overall).getByText("Positive 60%")).toBeTruthy();

    const themes = screen.getByRole("heading", { name: "Common Themes" }).parentElement as HTMLElement;
    expect(
      within(themes)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Price", "Taste"]);
    const insights = screen.getByRole("heading", { name: "Actionable Insights" }).parentElement as HTMLElement;
    expect(within(insights).getByText("<script>alert(1)</script>")).toBeTruthy();
    expect(container.querySelector("script")).toBeNull();

    expect(screen.getByRole("heading", { name: "Individual Question Analysis" })).toBeTruthy();
    const cards = screen.getAllByTestId("question-analysis");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Favourite drink?",
      "Any complaints?",
    ]);
    expect(screen.queryByText("Why tea?")).toBeNull();
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText("Response Patterns")).toBeTruthy();
    expect(first.getByText("tea")).toBeTruthy();
    expect((await first.findByTestId("pie")).textContent).toContain("Positive 100%");
    // A question with the split of its answers shows it, in the pie and as text.
    const second = within(cards[1] as HTMLElement);
    expect((await second.findByTestId("pie")).textContent).toBe("Positive 20%, Negative 50%, Neutral 30%");
    expect(second.getByText("Negative 50%")).toBeTruthy();
  });

  it("says 'No sentiment analysis results yet.' when there is no analysis", async () => {
    stubApi({ "GET /api/forms/f1/analysis": { body: { analysis: null } } });
    renderScreen(<AnalysisView formId="f1" />, { owner: "overview" });
    expect(await screen.findByText("No sentiment analysis results yet.")).toBeTruthy();
  });

  it("shows a failure as 'Error: {message}'", async () => {
    stubApi({
      "GET /api/forms/f1/analysis": {
        status: 502,
        body: { error: { code: "AI_UNAVAILABLE", message: "The AI service is unavailable right now." } },
      },
    });
    renderScreen(<AnalysisView formId="f1" />, { owner: "overview" });
    expect(await screen.findByText("Error: The AI service is unavailable right now.")).toBeTruthy();
  });
});
