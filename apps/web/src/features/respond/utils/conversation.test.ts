// @vitest-environment jsdom
import type { PublicForm } from "@parley/schema";
import { beforeEach, describe, expect, it } from "vitest";
import { type Conversation, conversationReducer, planFollowUp, startConversation } from "./conversation.ts";
import { loadProgress, saveProgress } from "./progress-store.ts";

const form: PublicForm = {
  id: "f",
  title: "T",
  acceptingResponses: true,
  questions: [
    { id: 1, question: "Why?", type: "open-ended", requiresPrompt: true },
    { id: 2, question: "Else?", type: "open-ended", requiresPrompt: false },
  ],
};

const reveal = (c: Conversation) => conversationReducer(c, { type: "reveal" });
const answer = (c: Conversation, text: string, followUp?: string) =>
  conversationReducer(reveal(c), {
    type: "answer",
    answer: text,
    idempotencyKey: "k",
    ...(followUp ? { followUp } : {}),
  });

describe("conversation", () => {
  it("asks at most two follow-ups per question, numbered '{parentId}.{n}'", () => {
    let c = startConversation(form);
    expect(planFollowUp(reveal(c), "because")).toEqual({ id: "1.1", previous: [], thread: [] });
    c = answer(c, "because", "Tell me more?");
    expect(c.script.map((q) => q.id)).toEqual(["1", "1.1", "2"]);
    expect(c.script[1]).toMatchObject({ type: "open-ended", requiresPrompt: false });
    // The second follow-up reads the reply beside the question first asked and its answer.
    expect(planFollowUp(reveal(c), "more")).toEqual({
      id: "1.2",
      previous: ["Tell me more?"],
      thread: [{ question: form.questions[0]?.question, answer: "because" }],
    });
    c = answer(c, "more", "And then?");
    expect(planFollowUp(reveal(c), "done")).toBeNull();
    c = answer(c, "done");
    expect(c.script.map((q) => q.id)).toEqual(["1", "1.1", "1.2", "2"]);
    // Question 2 has no Prompt; a blank answer never asks either.
    expect(planFollowUp(reveal(c), "x")).toBeNull();
    expect(planFollowUp(reveal(startConversation(form)), "  ")).toBeNull();
  });

  it("makes the idempotency key once, when the last question is answered", () => {
    let c = answer(startConversation(form), "a");
    expect(c.idempotencyKey).toBeNull();
    c = conversationReducer(reveal(c), { type: "answer", answer: "b", idempotencyKey: "first" });
    expect(c.idempotencyKey).toBe("first");
  });

  it("does not take an answer before its question has appeared", () => {
    const c = startConversation(form);
    expect(conversationReducer(c, { type: "answer", answer: "early", idempotencyKey: "k" })).toBe(c);
  });
});

describe("progress store", () => {
  beforeEach(() => window.localStorage.clear());

  it("reads back what it saved, for the same form version only", () => {
    const c = answer(startConversation(form), "a");
    saveProgress("k", c);
    expect(loadProgress("k", c.fingerprint)).toEqual(c);
    expect(loadProgress("k", "another-version")).toBeNull();
  });

  it("ignores damaged entries", () => {
    const c = startConversation(form);
    window.localStorage.setItem("k", "{not json");
    expect(loadProgress("k", c.fingerprint)).toBeNull();
    window.localStorage.setItem("k", JSON.stringify({ ...c, position: 9 }));
    expect(loadProgress("k", c.fingerprint)).toBeNull();
    window.localStorage.setItem("k", JSON.stringify({ ...c, answers: { 1: 5 } }));
    expect(loadProgress("k", c.fingerprint)).toBeNull();
  });
});
