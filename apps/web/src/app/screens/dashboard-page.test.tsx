// @vitest-environment jsdom
import "../../test/setup.ts";

import type { Form } from "@parley/schema";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SELECTED_FORM_STORAGE_KEY } from "../../features/dashboard/hooks/use-selected-form.ts";
import { useSession } from "../../lib/session.ts";
import { renderScreen } from "../../test/render.tsx";
import { sessionFor, stubApi } from "../../test/stub-api.ts";
import { DashboardPage } from "./dashboard-page.tsx";

vi.mock("../../lib/session.ts", () => ({ useSession: vi.fn() }));
vi.mock("qrcode", () => ({ default: { toDataURL: vi.fn(async () => "data:image/png;base64,QR") } }));
vi.mock("../../features/analysis/components/sentiment-chart.tsx", () => ({ default: () => <div data-testid="pie" /> }));

const summaries = [
  { id: "f1", title: "Coffee survey", questionCount: 1, responseCount: 0, createdAt: "2026-01-02T00:00:00.000Z" },
  { id: "f2", title: "", questionCount: 0, responseCount: 0, createdAt: "2026-01-01T00:00:00.000Z" },
];
const form: Form = {
  id: "f1",
  ownerId: "owner-1",
  title: "Coffee survey",
  questions: [{ id: 1, question: "Favourite drink?", type: "open-ended", requiresPrompt: false }],
  createdAt: "2026-01-02T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
};
const api = () =>
  stubApi({
    "GET /api/forms": { body: summaries },
    "GET /api/forms/f1": { body: form },
    "GET /api/forms/f1/responses": { body: { total: 0, items: [], nextCursor: null } },
    "GET /api/forms/f1/summary": {
      body: { started: 0, completed: 0, completionRate: null, medianSeconds: null, questions: [] },
    },
    "GET /api/forms/f1/analysis": { body: { analysis: null } },
    "DELETE /api/forms/f1": { status: 204 },
    "GET /api/forms/f1/webhooks": { body: [] },
    "GET /api/forms/f1/notifications": {
      body: { emailAvailable: false, emailOnResponse: false, dailyDigest: false, recipient: "owner@example.com" },
    },
    "GET /api/keys": { body: [] },
  });
const sidebarList = async () =>
  within((await screen.findByRole("heading", { name: "Your Forms" })).parentElement as HTMLElement);

describe("DashboardPage", () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.mocked(useSession).mockReturnValue(sessionFor("owner-1"));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(useSession).mockReset();
  });

  it("tells a signed-out visitor to log in in an 'Error' popup for 3 s, then goes to /home", async () => {
    vi.useFakeTimers();
    vi.mocked(useSession).mockReturnValue(sessionFor(null));
    const { calls } = stubApi({});
    renderScreen(<DashboardPage />, { route: "/dashboard", owner: "dashboard" });

    const dialog = screen.getByRole("dialog", { name: "Error" });
    expect(within(dialog).getByText("Please log in to view the dashboard!")).toBeTruthy();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByTestId("location").textContent).toBe("/dashboard");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("location").textContent).toBe("/home");
    expect(calls).toEqual([]);
  });

  it("lists the forms and asks for a selection; selecting one remembers it and opens the Edit view", async () => {
    api();
    renderScreen(<DashboardPage />, { route: "/dashboard", owner: "dashboard" });
    expect(screen.getByText("Loading data...")).toBeTruthy();

    const list = await sidebarList();
    expect(list.getByRole("button", { name: "Untitled Form" })).toBeTruthy();
    expect(list.getByRole("link", { name: "Create New Form" }).getAttribute("href")).toBe("/create-form");
    expect(screen.getByText("Please select a form to view its details.")).toBeTruthy();
    expect(screen.queryByRole("radio", { name: "Edit" })).toBeNull();

    const user = userEvent.setup();
    await user.click(list.getByRole("button", { name: "Coffee survey" }));
    expect(window.localStorage.getItem(SELECTED_FORM_STORAGE_KEY)).toBe("f1");
    expect((screen.getByRole("radio", { name: "Edit" }) as HTMLInputElement).checked).toBe(true);
    expect(((await screen.findByLabelText("Form Title")) as HTMLInputElement).value).toBe("Coffee survey");

    await user.click(screen.getByRole("radio", { name: "Responses" }));
    expect(await screen.findByText("No responses available for this form.")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "Analyze" }));
    expect(await screen.findByText("No sentiment analysis results yet.")).toBeTruthy();
  });

  it("opens the form settings (webhooks, email, API keys) with none of the three views chosen, and goes back", async () => {
    api();
    window.localStorage.setItem(SELECTED_FORM_STORAGE_KEY, "f1");
    renderScreen(<DashboardPage />, { route: "/dashboard", owner: "dashboard" });
    const user = userEvent.setup();
    const settings = await screen.findByRole("button", { name: "Settings" });
    expect(settings.getAttribute("aria-pressed")).toBe("false");

    await user.click(settings);
    expect(screen.getByRole("heading", { name: "Form settings" })).toBeTruthy();
    for (const name of ["Webhooks", "Email", "API keys"]) {
      expect(await screen.findByRole("heading", { name })).toBeTruthy();
    }
    expect(settings.getAttribute("aria-pressed")).toBe("true");
    for (const name of ["Edit", "Analyze", "Responses"]) {
      expect((screen.getByRole("radio", { name }) as HTMLInputElement).checked).toBe(false);
    }

    await user.click(screen.getByRole("radio", { name: "Responses" }));
    expect(await screen.findByText("No responses available for this form.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Webhooks" })).toBeNull();
    expect(settings.getAttribute("aria-pressed")).toBe("false");
  });

  it("restores the remembered form and forgets one that no longer exists", async () => {
    api();
    window.localStorage.setItem(SELECTED_FORM_STORAGE_KEY, "f1");
    const first = renderScreen(<DashboardPage />, { route: "/dashboard", owner: "dashboard" });
    expect(await screen.findByRole("radio", { name: "Edit" })).toBeTruthy();
    first.unmount();

    window.localStorage.setItem(SELECTED_FORM_STORAGE_KEY, "gone");
    renderScreen(<DashboardPage />, { route: "/dashboard", owner: "dashboard" });
    expect(await screen.findByText("Please select a form to view its details.")).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem(SELECTED_FORM_STORAGE_KEY)).toBeNull());
  });

  it("shares a form as a QR code with a copyable link, and hides it on a second click", async () => {
    api();
    const writeText = vi.fn(async () => {});
    renderScreen(<DashboardPage />, { route: "/dashboard", owner: "dashboard" });
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
    const list = await sidebarList();

    await user.click(list.getByRole("button", { name: "Share Coffee survey" }));
    const panel = within(screen.getByTestId("share-panel"));
    expect((await panel.findByRole("img")).getAttribute("src")).toBe("data:image/png;base64,QR");
    const link = `${window.location.origin}/user-response/owner-1/f1`;
    expect((panel.getByLabelText("Share link") as HTMLInputElement).value).toBe(link);

    await user.click(panel.getByRole("button", { name: "Copy Link" }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText("Link copied to clipboard!")).toBeTruthy();

    await user.click(list.getByRole("button", { name: "Share Coffee survey" }));
    expect(screen.queryByTestId("share-panel")).toBeNull();
  });

  it("deletes a form after confirmation and clears the selection", async () => {
    const { calls } = api();
    window.localStorage.setItem(SELECTED_FORM_STORAGE_KEY, "f1");
    renderScreen(<DashboardPage />, { route: "/dashboard", owner: "dashboard" });
    const user = userEvent.setup();
    const list = await sidebarList();

    await user.click(list.getByRole("button", { name: "Delete Coffee survey" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete this survey?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(list.queryByRole("button", { name: "Coffee survey" })).toBeNull());
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/forms/f1")).toBe(true);
    expect(window.localStorage.getItem(SELECTED_FORM_STORAGE_KEY)).toBeNull();
    expect(screen.getByText("Please select a form to view its details.")).toBeTruthy();
  });

  it("says so when there are no forms", async () => {
    stubApi({ "GET /api/forms": { body: [] } });
    renderScreen(<DashboardPage />, { route: "/dashboard", owner: "dashboard" });
    expect(await screen.findByText("You haven't created any forms yet.")).toBeTruthy();
  });
});
