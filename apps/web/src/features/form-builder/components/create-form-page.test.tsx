// @vitest-environment jsdom
import "../../../test/setup.ts";

import type { Question } from "@parley/schema";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { renderScreen } from "../../../test/render.tsx";
import { createForm, generateQuestions, generateTitle } from "../api/create-form-api.ts";
import { CreateFormPage } from "./create-form-page.tsx";

vi.mock("../api/create-form-api.ts", () => ({
  createForm: vi.fn(),
  generateQuestions: vi.fn(),
  generateTitle: vi.fn(),
}));

const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const card = (n: number) => within(screen.getByRole("group", { name: `Question ${n}` }));
const dialog = () => screen.getByRole("dialog");

const generated: Question[] = [
  { id: 1, question: "How did you hear about us?", type: "radio", options: [{ key: 0, value: "Friend" }] },
  { id: 2, question: "What should we improve?", type: "open-ended", requiresPrompt: true },
  { id: 3, question: "How likely are you to return?", type: "slider", min: 0, max: 10 },
];

async function generate() {
  vi.mocked(generateQuestions).mockResolvedValue(generated);
  vi.mocked(generateTitle).mockResolvedValue("Customer Feedback");
  type(screen.getByLabelText("What is the purpose of your form?"), "Learn what customers think");
  click("Generate Questions");
  await flush();
}

describe("CreateFormPage", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(createForm).mockReset();
    vi.mocked(generateQuestions).mockReset();
    vi.mocked(generateTitle).mockReset();
    renderScreen(<CreateFormPage />, { route: "/create-form" });
  });
  afterEach(() => vi.useRealTimers());

  it("starts with the default title, its hint and the subtitle", () => {
    expect((screen.getByLabelText("Form title") as HTMLInputElement).value).toBe("Create Form");
    expect(screen.getByText("Click to edit title")).toBeTruthy();
    expect(screen.getByText("Generate questions for your survey with AI-powered assistance.")).toBeTruthy();
  });

  it("generates questions, clearing earlier ones, then names the form", async () => {
    click("Add Question");
    let resolve: (q: Question[]) => void = () => {};
    vi.mocked(generateQuestions).mockReturnValue(new Promise((r) => (resolve = r)));
    vi.mocked(generateTitle).mockResolvedValue("Customer Feedback");
    type(screen.getByLabelText("What is the purpose of your form?"), "Learn what customers think");
    click("Generate Questions");
    await flush();

    expect(screen.getByRole("button", { name: "Generating..." })).toHaveProperty("disabled", true);
    expect(screen.queryByRole("group", { name: "Question 1" })).toBeNull();
    resolve(generated);
    await flush();

    expect(generateQuestions).toHaveBeenCalledWith("Learn what customers think");
    expect(generateTitle).toHaveBeenCalledWith(generated);
    expect((screen.getByLabelText("Form title") as HTMLInputElement).value).toBe("Customer Feedback");
    expect((card(1).getByLabelText("Question text") as HTMLInputElement).value).toBe("How did you hear about us?");
    expect((card(2).getByLabelText("Prompt") as HTMLInputElement).checked).toBe(true);
    const preview = card(2).getByLabelText("Answer preview") as HTMLTextAreaElement;
    expect([preview.disabled, preview.rows, preview.placeholder]).toEqual([true, 4, "Type your answer here..."]);
    expect(card(3).getByRole("slider")).toBeTruthy();
  });

  it("says 'Oops!' when the title cannot be generated", async () => {
    vi.mocked(generateQuestions).mockResolvedValue(generated);
    vi.mocked(generateTitle).mockRejectedValue(new Error("down"));
    type(screen.getByLabelText("What is the purpose of your form?"), "Anything");
    click("Generate Questions");
    await flush();

    expect(within(dialog()).getByText("Oops!")).toBeTruthy();
    expect(
      within(dialog()).getByText("Seems like our AI model is under construction, please try again later!"),
    ).toBeTruthy();
    expect((screen.getByLabelText("Form title") as HTMLInputElement).value).toBe("Create Form");
  });

  it("leaves the list empty, silently, when no questions come back", async () => {
    vi.mocked(generateQuestions).mockResolvedValue([]);
    type(screen.getByLabelText("What is the purpose of your form?"), "Anything");
    click("Generate Questions");
    await flush();

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(generateTitle).not.toHaveBeenCalled();
    expect(screen.getByText("No questions yet")).toBeTruthy();
  });

  it("adds a radio question with one empty option", () => {
    click("Add Question");
    expect((card(1).getByLabelText("Question type") as HTMLSelectElement).value).toBe("radio");
    expect((card(1).getByLabelText("Option 1") as HTMLInputElement).value).toBe("");
    expect(card(1).queryByLabelText("Option 2")).toBeNull();
  });

  it("keeps the other fields when the type changes", () => {
    click("Add Question");
    type(card(1).getByLabelText("Question text"), "Favourite colour?");
    type(card(1).getByLabelText("Option 1"), "Blue");
    fireEvent.change(card(1).getByLabelText("Question type"), { target: { value: "open-ended" } });
    expect(card(1).queryByLabelText("Option 1")).toBeNull();
    fireEvent.change(card(1).getByLabelText("Question type"), { target: { value: "checkbox" } });

    expect((card(1).getByLabelText("Question text") as HTMLInputElement).value).toBe("Favourite colour?");
    expect((card(1).getByLabelText("Option 1") as HTMLInputElement).value).toBe("Blue");
  });

  it("renumbers the remaining questions from 1 after a delete", async () => {
    await generate();
    click("Delete question 1");

    expect(screen.queryByRole("group", { name: "Question 3" })).toBeNull();
    expect((card(1).getByLabelText("Question text") as HTMLInputElement).value).toBe("What should we improve?");
    expect((card(2).getByLabelText("Question text") as HTMLInputElement).value).toBe("How likely are you to return?");
  });

  it("stops at the first empty question with an 'Error' popup, then at an empty option", async () => {
    click("Add Question");
    click("Add Question");
    type(card(2).getByLabelText("Question text"), "Second");
    click("Create Form");
    expect(within(dialog()).getByText("Error")).toBeTruthy();
    expect(within(dialog()).getByText("Question cannot be empty!")).toBeTruthy();
    click("OK");
    await flush(300);

    type(card(1).getByLabelText("Question text"), "First");
    type(card(1).getByLabelText("Option 1"), "Yes");
    click("Create Form");
    expect(within(dialog()).getByText("Option cannot be empty!")).toBeTruthy();
    expect(createForm).not.toHaveBeenCalled();
  });

  it("saves, announces success and opens the sharing page 3000 ms later", async () => {
    vi.mocked(createForm).mockResolvedValue({ id: "form-9", ownerId: "owner-1" });
    await generate();
    type(card(1).getByLabelText("Question text"), "How did you find us?");
    click("Create Form");
    await flush();

    expect(screen.getByRole("button", { name: "Saving..." })).toHaveProperty("disabled", true);
    expect(createForm).toHaveBeenCalledWith({
      title: "Customer Feedback",
      questions: [
        { id: 1, question: "How did you find us?", type: "radio", options: ["Friend"] },
        { id: 2, question: "What should we improve?", type: "open-ended", requiresPrompt: true },
        { id: 3, question: "How likely are you to return?", type: "slider", min: 0, max: 10 },
      ],
    });
    expect(within(dialog()).getByText("Form successfully created! Processing your sharing link...")).toBeTruthy();
    await flush(2999);
    expect(screen.getByTestId("location").textContent).toBe("/create-form");
    await flush(1);
    expect(screen.getByTestId("location").textContent).toBe("/create-complete/owner-1/form-9");
  });

  it("returns to idle with 'Failed to create form.' when saving fails", async () => {
    vi.mocked(createForm).mockRejectedValue(new ApiError("Something went wrong on our side.", "INTERNAL_ERROR", 500));
    await generate();
    click("Create Form");
    await flush();

    expect(within(dialog()).getByText("Failed to create form.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Form" })).toHaveProperty("disabled", false);
  });

  it("shows the server's message for the plan limit", async () => {
    const limit = "You have reached your plan's limit of 5 forms this month.";
    vi.mocked(createForm).mockRejectedValue(new ApiError(limit, "FORM_LIMIT", 403));
    await generate();
    click("Create Form");
    await flush();

    expect(within(dialog()).getByText(limit)).toBeTruthy();
  });
});
