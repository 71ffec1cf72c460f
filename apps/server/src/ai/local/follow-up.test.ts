import { describe, expect, it } from "vitest";
import { followUp } from "./follow-up.ts";

describe("followUp", () => {
  it("asks what went wrong and what would fix it after a negative answer, using the respondent's words", () => {
    const q = followUp({
      question: "What is one thing our cafe could do better?",
      answer: "The staff were rude and my latte was cold",
    });
    expect(q.endsWith("?")).toBe(true);
    expect(q).toMatch(/the staff|your latte/);
    expect(q).toMatch(/wrong|fix|change|better/i);
  });

  it("asks what made it good after a positive answer", () => {
    const q = followUp({ question: "What did you like most?", answer: "The hands-on exercises were brilliant" });
    expect(q).toContain("the hands-on exercises");
    expect(q).toMatch(/good|well|stood out|keep/i);
    expect(q.endsWith("?")).toBe(true);
  });

  it("picks up the complaint in a mixed answer", () => {
    const q = followUp({
      question: "Any other comments?",
      answer: "The food was great but the service was painfully slow",
    });
    expect(q).toContain("the service");
  });

  it("quotes a short answer without a phrase to pick up", () => {
    const q = followUp({ question: "How was your stay?", answer: "ok" });
    expect(q).toContain('"ok"');
    expect(q.endsWith("?")).toBe(true);
  });

  it("never repeats the question or an earlier follow-up", () => {
    for (const [question, answer] of [
      ["What could be improved?", "Parking"],
      ["How was the workshop?", "Too fast for beginners"],
      ["Anything else?", "No"],
      ["What did you enjoy?", "Everything"],
    ] as const) {
      const first = followUp({ question, answer });
      const second = followUp({ question, answer, previous: [first] });
      const third = followUp({ question, answer, previous: [first, second] });
      expect(new Set([question, first, second, third]).size).toBe(4);
      for (const q of [first, second, third]) expect(q.endsWith("?")).toBe(true);
    }
    const asked = "What would make parking better for you?";
    expect(followUp({ question: asked, answer: "Parking" })).not.toBe(asked);
  });

  it("is deterministic", () => {
    const input = { question: "What could we improve?", answer: "Checkout kept failing on my phone" };
    expect(followUp(input)).toBe(followUp(input));
  });
});
