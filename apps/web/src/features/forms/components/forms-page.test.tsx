// @vitest-environment jsdom
import "../../../test/setup.ts";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useSession } from "../../../lib/session.ts";
import { renderScreen } from "../../../test/render.tsx";
import { notFoundBody, sessionFor, signInEachTest, stubApi } from "../../../test/stub-api.ts";
import { FormsPage } from "./forms-page.tsx";

vi.mock("../../../lib/session.ts", () => ({ useSession: vi.fn() }));

const summaries = [
  { id: "f1", title: "Coffee survey", questionCount: 3, responseCount: 2, createdAt: "2026-01-02T10:00:00.000Z" },
  { id: "f2", title: "", questionCount: 1, responseCount: 0, createdAt: "2026-01-01T10:00:00.000Z" },
];

describe("FormsPage", () => {
  signInEachTest("owner-1");

  it("shows 'Loading forms...' and then one card per form, with 'Untitled Form' for a blank title", async () => {
    stubApi({ "GET /api/forms": { body: summaries } });
    renderScreen(<FormsPage />, { route: "/forms", owner: "forms" });

    expect(screen.getByRole("heading", { name: "Your Forms" })).toBeTruthy();
    expect(screen.getByText("Loading forms...")).toBeTruthy();
    const cards = await screen.findAllByTestId("form-card");
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText("Coffee survey")).toBeTruthy();
    expect(first.getByText("3 questions")).toBeTruthy();
    expect(first.getByText("2 responses")).toBeTruthy();
    expect(first.getByRole("link", { name: "Edit Coffee survey" }).getAttribute("href")).toBe("/forms/edit/f1");
    expect(within(cards[1] as HTMLElement).getByText("Untitled Form")).toBeTruthy();
  });

  it("says so when there are no forms", async () => {
    stubApi({ "GET /api/forms": { body: [] } });
    renderScreen(<FormsPage />, { route: "/forms", owner: "forms" });
    expect(await screen.findByText("You haven't created any forms yet.")).toBeTruthy();
  });

  it("says 'Error: User not authenticated' when signed out, without asking the server", () => {
    vi.mocked(useSession).mockReturnValue(sessionFor(null));
    const { calls } = stubApi({});
    renderScreen(<FormsPage />, { route: "/forms", owner: "forms" });
    expect(screen.getByText("Error: User not authenticated")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows a server failure as 'Error: {message}'", async () => {
    stubApi({
      "GET /api/forms": { status: 401, body: { error: { code: "UNAUTHORIZED", message: "User not authenticated" } } },
    });
    renderScreen(<FormsPage />, { route: "/forms", owner: "forms" });
    expect(await screen.findByText("Error: User not authenticated")).toBeTruthy();
  });

  it("goes to the overview when a card is clicked", async () => {
    stubApi({ "GET /api/forms": { body: summaries } });
    renderScreen(<FormsPage />, { route: "/forms", owner: "forms" });
    const [card] = await screen.findAllByTestId("form-card");
    await userEvent.click(within(card as HTMLElement).getByText("3 questions"));
    expect(screen.getByTestId("location").textContent).toBe("/forms/f1");
  });

  it("asks before deleting, keeps the card on Cancel and removes it after confirming", async () => {
    const { calls } = stubApi({ "GET /api/forms": { body: summaries }, "DELETE /api/forms/f1": { status: 204 } });
    renderScreen(<FormsPage />, { route: "/forms", owner: "forms" });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Delete Coffee survey" }));
    let dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete this survey?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    expect(screen.getAllByTestId("form-card")).toHaveLength(2);
    expect(screen.getByTestId("location").textContent).toBe("/forms");

    await user.click(screen.getByRole("button", { name: "Delete Coffee survey" }));
    dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getAllByTestId("form-card")).toHaveLength(1));
    expect(screen.queryByText("Coffee survey")).toBeNull();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/forms/f1"]);
  });

  it("shows a failed delete as 'Error: {message}' and keeps the card", async () => {
    stubApi({ "GET /api/forms": { body: summaries }, "DELETE /api/forms/f1": { status: 404, body: notFoundBody } });
    renderScreen(<FormsPage />, { route: "/forms", owner: "forms" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Coffee survey" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Error: Survey not found")).toBeTruthy();
    expect(screen.getAllByTestId("form-card")).toHaveLength(2);
  });

  it("shows markup in a title as text", async () => {
    stubApi({ "GET /api/forms": { body: [{ ...summaries[0], title: "<b>bold</b><img src=x>" }] } });
    const { container } = renderScreen(<FormsPage />, { route: "/forms", owner: "forms" });
    expect(await screen.findByText("<b>bold</b><img src=x>")).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
  });
});
