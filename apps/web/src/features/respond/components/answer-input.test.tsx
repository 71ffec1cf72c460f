// @vitest-environment jsdom
import "../../../test/setup.ts";

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import type { ChatQuestion } from "../utils/conversation.ts";
import { AnswerInput } from "./answer-input.tsx";

const question: ChatQuestion = {
  id: "1",
  question: "What do you drink?",
  type: "checkbox",
  options: ["Tea, black", "Tea", "Coffee"],
  min: 0,
  max: 10,
  requiresPrompt: false,
};

const renderInput = (previousAnswer: string | undefined, onAnswer = vi.fn()) => {
  renderScreen(
    <AnswerInput
      question={question}
      previousAnswer={previousAnswer}
      draft=""
      onDraftChange={() => {}}
      onAnswer={onAnswer}
      pending={false}
      autoFocus={false}
    />,
  );
  return onAnswer;
};

const ticked = () =>
  question.options.filter((option) => (screen.getByRole("checkbox", { name: option }) as HTMLInputElement).checked);

describe("the checkbox answer", () => {
  it("starts from an earlier answer whose option itself contains ', '", () => {
    renderInput("Tea, black, Coffee");
    expect(ticked()).toEqual(["Tea, black", "Coffee"]);
  });

  it("joins the choices with ', ' in the form's order", async () => {
    const onAnswer = renderInput(undefined);
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Coffee" }));
    await user.click(screen.getByRole("checkbox", { name: "Tea, black" }));
    await user.click(screen.getByRole("button", { name: /send|confirm|submit/i }));
    expect(onAnswer).toHaveBeenCalledWith("Tea, black, Coffee");
  });
});
