// @vitest-environment jsdom
import "../../../test/setup.ts";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useSession } from "../../../lib/session.ts";
import { coffeeSurvey, drinkQuestion } from "../../../test/forms.ts";
import { renderScreen } from "../../../test/render.tsx";
import { notFoundBody, sessionFor, signInEachTest, stubApi } from "../../../test/stub-api.ts";
import { FormEditor } from "./form-editor.tsx";

vi.mock("../../../lib/session.ts", () => ({ useSession: vi.fn() }));

const form = coffeeSurvey([
  drinkQuestion,
  { id: 4, question: "Why?", type: "open-ended", requiresPrompt: true },
  { id: 2, question: "How much?", type: "slider", min: 0, max: 10 },
]);

const questionCards = () => screen.getAllByRole("region", { name: /^Question \d+$/ });

describe("FormEditor", () => {
  signInEachTest("owner-1");

  it("shows the form's title and questions as 'Question N' cards", async () => {
    stubApi({ "GET /api/forms/f1": { body: form } });
    renderScreen(<FormEditor formId="f1" />, { route: "/forms/edit/f1", owner: "edit" });

    expect(((await screen.findByLabelText("Form Title")) as HTMLInputElement).value).toBe("Coffee survey");
    expect(questionCards().map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Question 1",
      "Question 2",
      "Question 3",
    ]);
    const first = within(questionCards()[0] as HTMLElement);
    expect((first.getByLabelText("Question Text") as HTMLTextAreaElement).value).toBe("Favourite drink?");
    expect((first.getByLabelText("Question Type") as HTMLSelectElement).value).toBe("radio");
    expect((first.getByLabelText("Option 2") as HTMLInputElement).value).toBe("Coffee");
    expect(
      within(first.getByLabelText("Question Type"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Radio", "Checkbox", "Slider", "Open-ended"]);
    // Only choice questions have options.
    expect(within(questionCards()[1] as HTMLElement).queryByRole("button", { name: "Add Option" })).toBeNull();
  });

  it("adds open-ended questions with the highest id plus one, also after a delete, and saves them", async () => {
    const { calls } = stubApi({
      "GET /api/forms/f1": { body: form },
      "PUT /api/forms/f1": ({ body }) => ({
        body: { ...form, ...(body as object), updatedAt: "2026-01-02T00:00:00.000Z" },
      }),
    });
    renderScreen(<FormEditor formId="f1" />, { route: "/dashboard", owner: "dashboard" });
    const user = userEvent.setup();
    await screen.findByLabelText("Form Title");

    // After deleting the question with the highest id (4), new ids continue from the highest left (2).
    await user.click(within(questionCards()[1] as HTMLElement).getByRole("button", { name: "Delete Question 2" }));
    expect(questionCards()).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Add Question" }));
    await user.click(screen.getByRole("button", { name: "Add Question" }));

    const cards = questionCards();
    expect(cards).toHaveLength(4);
    const added = within(cards[2] as HTMLElement);
    expect((added.getByLabelText("Question Type") as HTMLSelectElement).value).toBe("open-ended");
    expect((added.getByLabelText("Question Text") as HTMLTextAreaElement).value).toBe("");
    expect(added.queryByRole("button", { name: "Add Option" })).toBeNull();
    await user.type(added.getByLabelText("Question Text"), "Anything else?");
    await user.type(within(cards[3] as HTMLElement).getByLabelText("Question Text"), "Last one?");

    // Options can be added and removed on choice questions.
    const choice = within(cards[0] as HTMLElement);
    await user.click(choice.getByRole("button", { name: "Add Option" }));
    await user.type(choice.getByLabelText("Option 3"), "Water");
    await user.click(choice.getByRole("button", { name: "Remove option 1" }));

    await user.clear(screen.getByLabelText("Form Title"));
    await user.type(screen.getByLabelText("Form Title"), "Drinks");
    await user.click(screen.getByRole("button", { name: "Save Form" }));

    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/forms/f1"));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({
      title: "Drinks",
      questions: [
        { id: 1, question: "Favourite drink?", type: "radio", options: ["Coffee", "Water"] },
        { id: 2, question: "How much?", type: "slider", min: 0, max: 10 },
        { id: 3, question: "Anything else?", type: "open-ended", requiresPrompt: false },
        { id: 4, question: "Last one?", type: "open-ended", requiresPrompt: false },
      ],
    });
  });

  it("shows a save failure as 'Error: {message}' and stays", async () => {
    stubApi({
      "GET /api/forms/f1": { body: form },
      "PUT /api/forms/f1": {
        status: 400,
        body: { error: { code: "VALIDATION_ERROR", message: "Question cannot be empty!" } },
      },
    });
    renderScreen(<FormEditor formId="f1" />, { route: "/forms/edit/f1", owner: "edit" });
    const user = userEvent.setup();
    await screen.findByLabelText("Form Title");
    await user.click(screen.getByRole("button", { name: "Add Question" }));
    await user.click(screen.getByRole("button", { name: "Save Form" }));
    expect(await screen.findByText("Error: Question cannot be empty!")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/forms/edit/f1");
  });

  it("goes to the overview on Cancel", async () => {
    stubApi({ "GET /api/forms/f1": { body: form } });
    renderScreen(<FormEditor formId="f1" />, { route: "/forms/edit/f1", owner: "edit" });
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.getByTestId("location").textContent).toBe("/forms/f1");
  });

  it("says 'Error: Survey not found' for a missing form", async () => {
    stubApi({ "GET /api/forms/f1": { status: 404, body: notFoundBody } });
    renderScreen(<FormEditor formId="f1" />, { owner: "edit" });
    expect(await screen.findByText("Error: Survey not found")).toBeTruthy();
  });

  it("says 'Error: User not authenticated' when signed out", () => {
    vi.mocked(useSession).mockReturnValue(sessionFor(null));
    stubApi({});
    renderScreen(<FormEditor formId="f1" />, { owner: "edit" });
    expect(screen.getByText("Error: User not authenticated")).toBeTruthy();
  });
});
