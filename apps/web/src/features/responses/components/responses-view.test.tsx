// @vitest-environment jsdom
import "../../../test/setup.ts";

import type { Form, StoredResponse } from "@parley/schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../lib/auth-client.ts";
import { renderScreen } from "../../../test/render.tsx";
import { sessionFor, stubApi } from "../../forms/testing/stub-api.ts";
import { clampIndex, collectAnswers } from "../utils/collect-answers.ts";
import { DELETE_RESPONSE_CONFIRMATION, ResponsesView } from "./responses-view.tsx";

vi.mock("../../../lib/auth-client.ts", () => ({ useSession: vi.fn() }));

const form: Form = {
  id: "f1",
  ownerId: "owner-1",
  title: "Coffee survey",
  questions: [
    { id: 1, question: "Favourite drink?", type: "radio", options: [{ key: 0, value: "Tea" }] },
    { id: 2, question: "Why?", type: "open-ended", requiresPrompt: true },
    { id: 3, question: "Anything else?", type: "open-ended" },
  ],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

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
  beforeEach(() => vi.mocked(useSession).mockReturnValue(sessionFor("owner-1")));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(useSession).mockReset();
  });

  it("deletes the shown response after confirmation, and keeps it on Cancel", async () => {
    let stored = responses;
    const { calls } = stubApi({
      "GET /api/forms/f1": { body: form },
      "GET /api/forms/f1/responses": () => ({ body: stored }),
      "GET /api/forms": { body: [] },
      "DELETE /api/forms/f1/responses/r2": () => {
        stored = stored.filter((r) => r.id !== "r2");
        return { status: 204 };
      },
    });
    renderScreen(<ResponsesView formId="f1" />);
    const user = userEvent.setup();
    expect(await screen.findByText("Response: 1 / 2")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next response" }));

    await user.click(screen.getByRole("button", { name: "Delete response" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete response" });
    expect(dialog.textContent).toContain(DELETE_RESPONSE_CONFIRMATION);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete response" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete response" })).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText("Response: 1 / 1")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/forms/f1/responses/r2"]);
    expect(collected()[0]).toBe("Favourite drink?Tea");
  });

  it("shows the totals and pages through responses within bounds", async () => {
    stubApi({ "GET /api/forms/f1": { body: form }, "GET /api/forms/f1/responses": { body: responses } });
    renderScreen(<ResponsesView formId="f1" />);
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

  it("says so when there are no responses", async () => {
    stubApi({ "GET /api/forms/f1": { body: form }, "GET /api/forms/f1/responses": { body: [] } });
    renderScreen(<ResponsesView formId="f1" />);
    expect(await screen.findByText("No responses available for this form.")).toBeTruthy();
    expect(screen.getByText("Total Responses").nextSibling?.textContent).toBe("0");
    expect(screen.queryByRole("button", { name: "Next response" })).toBeNull();
  });

  it("downloads the CSV from the export route", async () => {
    const { calls } = stubApi({
      "GET /api/forms/f1": { body: form },
      "GET /api/forms/f1/responses": { body: responses },
      "GET /api/forms/f1/responses.csv": { body: "a,b\n1,2\n" },
    });
    // jsdom has no object URLs.
    const createObjectURL = vi.fn(() => "blob:csv");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderScreen(<ResponsesView formId="f1" />);

    await userEvent.click(await screen.findByRole("button", { name: "Download CSV" }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.map((c) => c.path)).toContain("/api/forms/f1/responses.csv");
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
});
