// @vitest-environment jsdom
import "../../../test/setup.ts";

import type { PublicForm } from "@parley/schema";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { renderScreen } from "../../../test/render.tsx";
import { fetchPublicForm, requestFollowUp, saveProgressRemote, submitResponses } from "../api/respond-api.ts";
import { type Conversation, formFingerprint, startConversation } from "../utils/conversation.ts";
import { progressKey } from "../utils/progress-store.ts";
import { RespondPage } from "./respond-page.tsx";

vi.mock("../api/respond-api.ts", () => ({
  fetchPublicForm: vi.fn(),
  requestFollowUp: vi.fn(),
  submitResponses: vi.fn(),
  saveProgressRemote: vi.fn(),
}));

const AI_DOWN = "Seems like our AI model is under construction, please try again later!";
const STORAGE_KEY = progressKey("owner-1", "form-9");

const form: PublicForm = {
  id: "form-9",
  title: "Team survey",
  acceptingResponses: true,
  questions: [
    { id: 1, question: "Which colour?", type: "radio", options: ["Red", "Blue"].map((value, key) => ({ key, value })) },
    { id: 2, question: "How was your week?", type: "open-ended", requiresPrompt: true },
    {
      id: 3,
      question: "Which tools?",
      type: "checkbox",
      options: ["Chat", "Mail", "Docs"].map((value, key) => ({ key, value })),
    },
    { id: 4, question: "Rate us", type: "slider", min: 0, max: 10 },
  ],
};

const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const log = () => within(screen.getByRole("log", { name: "Conversation" }));
const questions = () =>
  screen.queryAllByTestId("question-bubble").map((b) => b.textContent?.replace("Parley asks: ", "").trim());
const answers = () => screen.queryAllByTestId("answer-bubble").map((b) => b.textContent?.replace("You answered: ", ""));
const typing = () => screen.queryByTestId("typing-indicator") !== null;
const answerBox = () => screen.getByLabelText("Your answer") as HTMLTextAreaElement;

function send(text: string) {
  fireEvent.change(answerBox(), { target: { value: text } });
  fireEvent.keyDown(answerBox(), { key: "Enter" });
}

/** Renders the respondent route at this address. */
// The page loads its answer box and submission status lazily: load them once up front, so the fake
// clock measures the chat and not how fast a busy machine transforms a module.
beforeAll(async () => {
  await Promise.all([import("./answer-input.tsx"), import("./submission-status.tsx")]);
});

async function renderRespondAt(route: string) {
  renderScreen(
    <Routes>
      <Route path="user-response/:userId/:formId" element={<RespondPage />} />
    </Routes>,
    { route },
  );
  await flush();
}

async function renderRespond(data: PublicForm = form) {
  vi.mocked(fetchPublicForm).mockResolvedValue(data);
  await renderRespondAt("/user-response/owner-1/form-9");
}

/** With the AI down, answers question 1 and sends `text` to question 2, whose follow-up then fails. */
async function sendWhileAiDown(text: string) {
  vi.mocked(requestFollowUp).mockRejectedValue(new ApiError("AI down", "AI_UNAVAILABLE", 503));
  await renderRespond();
  await answerFirst();
  send(text);
  await flush();
}

/** Answers question 1 (radio) after its typing indicator. */
async function answerFirst() {
  await flush(3000);
  fireEvent.click(screen.getByLabelText("Red"));
  click("Confirm");
  await flush(3000);
}

describe("RespondPage", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
    vi.mocked(fetchPublicForm).mockReset();
    vi.mocked(requestFollowUp).mockReset();
    vi.mocked(submitResponses).mockReset();
    vi.mocked(saveProgressRemote).mockReset().mockResolvedValue({ id: "p1", status: "partial" });
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the title, the Parley note, and a 3 s typing indicator before the first question", async () => {
    await renderRespond();
    expect(screen.getByRole("heading", { name: "Team survey" })).toBeTruthy();
    expect(screen.getByText("Your responses will be collected and processed by Parley for analysis.")).toBeTruthy();
    expect(fetchPublicForm).toHaveBeenCalledWith("owner-1", "form-9");

    expect(typing()).toBe(true);
    expect(questions()).toEqual([]);
    await flush(2999);
    expect(questions()).toEqual([]);
    await flush(1);
    expect(typing()).toBe(false);
    expect(questions()).toEqual(["Which colour?"]);
    expect(screen.getByRole("button", { name: "Confirm" })).toHaveProperty("disabled", true);
  });

  it("walks through every type, inserts follow-ups up to 2, submits, thanks and goes home", async () => {
    vi.mocked(requestFollowUp).mockResolvedValueOnce("What made it good?").mockResolvedValueOnce("Anything else?");
    vi.mocked(submitResponses).mockResolvedValue({ id: "r1" });
    await renderRespond();
    await answerFirst();
    expect(answers()).toEqual(["Red"]);
    expect(questions()).toEqual(["Which colour?", "How was your week?"]);

    send("Good");
    await flush();
    expect(requestFollowUp).toHaveBeenLastCalledWith({
      question: "How was your week?",
      answer: "Good",
      previous: [],
      thread: [],
    });
    expect(typing()).toBe(true);
    await flush(3000);
    // The follow-up comes right after the question it follows.
    expect(questions()).toEqual(["Which colour?", "How was your week?", "Follow-upWhat made it good?"]);

    send("  The team  ");
    await flush();
    expect(requestFollowUp).toHaveBeenLastCalledWith({
      question: "What made it good?",
      answer: "The team",
      previous: ["What made it good?"],
      thread: [{ question: "How was your week?", answer: "Good" }],
    });
    await flush(3000);
    expect(questions().at(-1)).toBe("Follow-upAnything else?");

    // Two follow-ups were asked: the third answer moves on.
    send("No");
    await flush();
    expect(requestFollowUp).toHaveBeenCalledTimes(2);
    await flush(3000);
    expect(questions().at(-1)).toBe("Which tools?");

    fireEvent.click(screen.getByLabelText("Docs"));
    fireEvent.click(screen.getByLabelText("Chat"));
    click("Confirm");
    await flush(3000);
    expect(answers().at(-1)).toBe("Chat, Docs");

    const slider = screen.getByRole("slider");
    expect(slider.getAttribute("aria-valuenow")).toBe("5");
    expect(screen.getByText("0")).toBeTruthy();
    expect(screen.getByText("10")).toBeTruthy();
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    click("Confirm");
    await flush();

    expect(submitResponses).toHaveBeenCalledOnce();
    const [userId, formId, body] = vi.mocked(submitResponses).mock.calls[0]!;
    expect([userId, formId]).toEqual(["owner-1", "form-9"]);
    expect(body.responses).toEqual([
      { id: "1", question: "Which colour?", type: "radio", answer: "Red", isFollowUp: false },
      { id: "2", question: "How was your week?", type: "open-ended", answer: "Good", isFollowUp: false },
      { id: "2.1", question: "What made it good?", type: "open-ended", answer: "The team", isFollowUp: true },
      { id: "2.2", question: "Anything else?", type: "open-ended", answer: "No", isFollowUp: true },
      { id: "3", question: "Which tools?", type: "checkbox", answer: "Chat, Docs", isFollowUp: false },
      { id: "4", question: "Rate us", type: "slider", answer: "7", isFollowUp: false },
    ]);
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The submission completes the record the progress was kept in.
    const sessions = vi.mocked(saveProgressRemote).mock.calls.map(([, , progress]) => progress.sessionId);
    expect(sessions.length).toBeGreaterThanOrEqual(5);
    expect(new Set([...sessions, body.sessionId]).size).toBe(1);

    expect(log().getByText("Thank you for your time! Your responses have been recorded.")).toBeTruthy();
    expect(
      within(screen.getByRole("dialog")).getByText(
        "Thank you for your response! Directing you back to the home page...",
      ),
    ).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    await flush(2999);
    expect(screen.getByTestId("location").textContent).toBe("/user-response/owner-1/form-9");
    await flush(1);
    expect(screen.getByTestId("location").textContent).toBe("/home");
  });

  it("ignores empty or blank answers and keeps Shift+Enter for new lines", async () => {
    await renderRespond();
    await answerFirst();
    send("   ");
    fireEvent.change(answerBox(), { target: { value: "Line one" } });
    fireEvent.keyDown(answerBox(), { key: "Enter", shiftKey: true });
    await flush();

    expect(requestFollowUp).not.toHaveBeenCalled();
    expect(answers()).toEqual(["Red"]);
  });

  it("shows 'Oops!' when the follow-up fails, and does not advance or lose the answer", async () => {
    await sendWhileAiDown("Busy but fine");

    const popup = within(screen.getByRole("dialog"));
    expect(popup.getByText("Oops!")).toBeTruthy();
    expect(popup.getByText(AI_DOWN)).toBeTruthy();
    expect(answers()).toEqual(["Red"]);
    expect(questions()).toEqual(["Which colour?", "How was your week?"]);
    expect(answerBox().value).toBe("Busy but fine");

    click("OK");
    await flush(500);
    expect(screen.queryByRole("dialog")).toBeNull();

    // Sending again tries again.
    vi.mocked(requestFollowUp).mockResolvedValueOnce("Why busy?");
    click("Send");
    await flush();
    await flush(3000);
    expect(answers()).toEqual(["Red", "Busy but fine"]);
    expect(questions().at(-1)).toBe("Follow-upWhy busy?");
  });

  it("lets the respondent go on without the follow-up after a failure", async () => {
    await sendWhileAiDown("Fine");
    click("OK");
    await flush(500);

    click("Continue without a follow-up question");
    await flush(3000);
    expect(answers()).toEqual(["Red", "Fine"]);
    expect(questions().at(-1)).toBe("Which tools?");
  });

  it("keeps answers, position, shown questions and the typed draft in localStorage", async () => {
    await renderRespond();
    await answerFirst();
    fireEvent.change(answerBox(), { target: { value: "Half a thou" } });
    await flush();

    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null") as Conversation;
    expect(stored).toMatchObject({ position: 1, revealed: 2, answers: { "1": "Red" }, draft: "Half a thou" });
  });

  it("sends progress after each answer under one session, without waiting for it, and retries it quietly", async () => {
    vi.mocked(saveProgressRemote).mockRejectedValueOnce(new ApiError("Network Error", "NETWORK_ERROR", 0));
    await renderRespond();
    await answerFirst();
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null") as Conversation;
    expect(stored.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const red = [{ id: "1", question: "Which colour?", type: "radio", answer: "Red", isFollowUp: false }];
    expect(saveProgressRemote).toHaveBeenLastCalledWith("owner-1", "form-9", {
      sessionId: stored.sessionId,
      responses: red,
    });
    // The failed send did not hold the chat: the next question is on screen, and nothing is shown about it.
    expect(questions().at(-1)).toBe("How was your week?");
    expect(screen.queryByText("Network Error")).toBeNull();
    // The failed send was retried 2 s later with the same body; typing is not progress.
    expect(saveProgressRemote).toHaveBeenCalledTimes(2);
    expect(vi.mocked(saveProgressRemote).mock.calls[0]?.[2]).toEqual({ sessionId: stored.sessionId, responses: red });
    fireEvent.change(answerBox(), { target: { value: "Busy" } });
    await flush(5000);
    expect(saveProgressRemote).toHaveBeenCalledTimes(2);
  });

  it("keeps reading progress saved before sessions existed, with a session from then on", async () => {
    const { sessionId: _, ...older } = {
      ...startConversation(form),
      answers: { "1": "Blue" },
      position: 1,
      revealed: 1,
    };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(older));
    await renderRespond();
    expect(answers()).toEqual(["Blue"]);
    const sessionId = vi.mocked(saveProgressRemote).mock.calls[0]?.[2].sessionId;
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null") as Conversation).sessionId).toBe(sessionId);
  });

  it("resumes from the stored progress", async () => {
    const saved: Conversation = {
      ...startConversation(form),
      answers: { "1": "Blue", "2": "Calm" },
      script: [
        ...startConversation(form).script.slice(0, 2),
        { id: "2.1", question: "Why calm?", type: "open-ended", options: [], min: 0, max: 10, requiresPrompt: false },
        ...startConversation(form).script.slice(2),
      ],
      position: 2,
      revealed: 3,
      draft: "Fewer meet",
    };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    await renderRespond();

    expect(typing()).toBe(false);
    expect(questions()).toEqual(["Which colour?", "How was your week?", "Follow-upWhy calm?"]);
    expect(answers()).toEqual(["Blue", "Calm"]);
    expect(answerBox().value).toBe("Fewer meet");
  });

  it("starts over when the stored progress belongs to an older version of the form", async () => {
    const saved = {
      ...startConversation(form),
      fingerprint: "old",
      answers: { "1": "Blue" },
      position: 1,
      revealed: 2,
    };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    await renderRespond();
    expect(typing()).toBe(true);
    expect(answers()).toEqual([]);
    expect(formFingerprint(form)).not.toBe("old");
  });

  it("retries a failed submission with the same key, showing it, until the server confirms", async () => {
    vi.mocked(submitResponses)
      .mockRejectedValueOnce(new ApiError("Network Error", "NETWORK_ERROR", 0))
      .mockRejectedValueOnce(new ApiError("Network Error", "NETWORK_ERROR", 0))
      .mockResolvedValueOnce({ id: "r1" });
    const single: PublicForm = { ...form, questions: [form.questions[0]!] };
    await renderRespond(single);
    await answerFirst();
    await flush();

    expect(screen.getByText("Not saved yet")).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEY)).not.toBeNull();
    await flush(2000);
    expect(submitResponses).toHaveBeenCalledTimes(2);
    // The next automatic try is 4 s away; the respondent need not wait.
    click("Retry now");
    await flush();
    expect(submitResponses).toHaveBeenCalledTimes(3);
    const keys = vi.mocked(submitResponses).mock.calls.map(([, , body]) => body.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(log().getByText("Thank you for your time! Your responses have been recorded.")).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("resumes an unconfirmed submission after a reload, with its key, even on a full form", async () => {
    vi.mocked(submitResponses).mockResolvedValue({ id: "r1" });
    const single: PublicForm = { ...form, acceptingResponses: false, questions: [form.questions[0]!] };
    const saved: Conversation = {
      ...startConversation(single),
      answers: { "1": "Blue" },
      position: 1,
      revealed: 1,
      idempotencyKey: "key-from-before-the-reload",
    };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    await renderRespond(single);

    expect(submitResponses).toHaveBeenCalledWith("owner-1", "form-9", {
      responses: [{ id: "1", question: "Which colour?", type: "radio", answer: "Blue", isFollowUp: false }],
      idempotencyKey: "key-from-before-the-reload",
      sessionId: saved.sessionId,
    });
    // A finished conversation is submitted, not sent as progress.
    expect(saveProgressRemote).not.toHaveBeenCalled();
  });

  it("says when the form no longer accepts responses", async () => {
    await renderRespond({ ...form, acceptingResponses: false });
    expect(screen.getByText("This form is no longer accepting responses.")).toBeTruthy();
    expect(screen.queryByRole("log")).toBeNull();
  });

  it("says when the form has no questions", async () => {
    await renderRespond({ ...form, questions: [] });
    expect(screen.getByText("No questions available")).toBeTruthy();
  });

  it("says clearly when the form does not exist", async () => {
    vi.mocked(fetchPublicForm).mockRejectedValue(new ApiError("Form not found", "NOT_FOUND", 404));
    await renderRespondAt("/user-response/owner-1/nope");
    expect(screen.getByRole("heading", { name: "Form not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/home");
  });
});
