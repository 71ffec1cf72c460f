// @vitest-environment jsdom
import "../../test/setup.ts";

import type { Form } from "@parley/schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../lib/session.ts";
import { renderScreen } from "../../test/render.tsx";
import { notFoundBody, sessionFor, stubApi } from "../../test/stub-api.ts";
import { FormOverviewPage } from "./form-overview-page.tsx";

vi.mock("../../lib/session.ts", () => ({ useSession: vi.fn() }));
vi.mock("../../features/analysis/components/sentiment-chart.tsx", () => ({ default: () => <div data-testid="pie" /> }));

const form: Form = {
  id: "f1",
  ownerId: "owner-1",
  title: "Coffee survey",
  questions: [{ id: 1, question: "Favourite drink?", type: "open-ended" }],
  createdAt: "2026-01-02T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
};
const analysis = {
  overallSentiment: { positive: 100, negative: 0, neutral: 0 },
  commonThemes: [],
  actionableInsights: [],
  questions: [],
};

const renderOverview = () =>
  renderScreen(
    <Routes>
      <Route path="/forms/:formId" element={<FormOverviewPage />} />
    </Routes>,
    { route: "/forms/f1", owner: "overview" },
  );

describe("FormOverviewPage", () => {
  beforeEach(() => vi.mocked(useSession).mockReturnValue(sessionFor("owner-1")));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.mocked(useSession).mockReset();
  });

  it("loads, then shows the Results tab by default and the analysis on the Analysis tab", async () => {
    const { calls } = stubApi({
      "GET /api/forms/f1": { body: form },
      "GET /api/forms/f1/responses": { body: { total: 0, items: [], nextCursor: null } },
      "GET /api/forms/f1/summary": {
        body: { started: 0, completed: 0, completionRate: null, medianSeconds: null, questions: [] },
      },
      "GET /api/forms/f1/analysis": { body: { analysis } },
    });
    renderOverview();
    expect(screen.getByRole("heading", { name: "Form Overview" })).toBeTruthy();
    expect(screen.getByText("Loading form data...")).toBeTruthy();

    const results = await screen.findByRole("tab", { name: "Results" });
    expect(results.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("No responses available for this form.")).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith("/analysis"))).toBe(false);

    await userEvent.click(screen.getByRole("tab", { name: "Analysis" }));
    expect(await screen.findByRole("heading", { name: "Sentiment Analysis Dashboard" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Overall Sentiment" })).toBeTruthy();
  });

  it("has an Integrations tab with the form's webhooks, email and the account's API keys", async () => {
    stubApi({
      "GET /api/forms/f1": { body: form },
      "GET /api/forms/f1/responses": { body: { total: 0, items: [], nextCursor: null } },
      "GET /api/forms/f1/summary": {
        body: { started: 0, completed: 0, completionRate: null, medianSeconds: null, questions: [] },
      },
      "GET /api/forms/f1/webhooks": { body: [] },
      "GET /api/forms/f1/notifications": {
        body: { emailAvailable: false, emailOnResponse: false, dailyDigest: false, recipient: "owner@example.com" },
      },
      "GET /api/keys": { body: [] },
    });
    renderOverview();
    await userEvent.click(await screen.findByRole("tab", { name: "Integrations" }));
    for (const name of ["Webhooks", "Email", "API keys"]) {
      expect(await screen.findByRole("heading", { name })).toBeTruthy();
    }
  });

  it("tells a signed-out visitor to log in, on the page and in an alert", async () => {
    vi.mocked(useSession).mockReturnValue(sessionFor(null));
    stubApi({});
    renderOverview();
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Please log in to view the form responses.")).toBeTruthy();
    expect(screen.getAllByText("Please log in to view the form responses.")).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.getAllByText("Please log in to view the form responses.")).toHaveLength(1);
  });

  it("says 'No questions available in this form.' for a form without questions", async () => {
    stubApi({ "GET /api/forms/f1": { body: { ...form, questions: [] } } });
    renderOverview();
    expect(await screen.findByText("No questions available in this form.")).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("only logs 'Form not found' and shows a neutral text", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi({ "GET /api/forms/f1": { status: 404, body: notFoundBody } });
    renderOverview();
    expect(await screen.findByText("This form does not exist or is no longer available.")).toBeTruthy();
    expect(log).toHaveBeenCalledWith("Form not found");
    expect(screen.queryByText(/Error:/)).toBeNull();
  });
});
