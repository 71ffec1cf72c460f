import { describe, expect, it } from "vitest";
import { followUp } from "./follow-up.ts";
import { screenAnswer } from "./screen.ts";

const oneQuestion = (q: string) => (q.match(/\?/g) ?? []).length === 1 && q.endsWith("?");

describe("screenAnswer", () => {
  it.each([
    ["asdfgh", "gibberish"],
    ["qwerty uiop", "gibberish"],
    ["idk", "empty"],
    ["...", "empty"],
    ["not much tbh", "empty"],
    ["n/a", "empty"],
    ["this survey is stupid", "hostile"],
    ["none of your business", "hostile"],
    ["El servicio fue muy lento y la comida llegó fría", "foreign"],
    ["Le personnel était très gentil", "foreign"],
    ["Die App stürzt ständig ab", "foreign"],
    ["Было очень шумно", "foreign"],
    ["Are you a bot?", "off-topic"],
    ["hello", "off-topic"],
    ["Friendly staff", "valid"],
    ["Parking", "valid"],
    ["The wifi is shit", "valid"],
    ["ok", "valid"],
  ])("reads %s as %s", (answer, kind) => {
    expect(screenAnswer(answer)).toBe(kind);
  });
});

describe("followUp", () => {
  it("never quotes a screened answer back", () => {
    for (const answer of ["asdfgh", "not much tbh", "idk", "El servicio fue muy lento", "fuck off", "Are you a bot?"]) {
      const q = followUp({ question: "What could we do better?", answer });
      expect(oneQuestion(q)).toBe(true);
      for (const word of answer
        .toLowerCase()
        .split(/\W+/)
        .filter((w) => w.length > 3))
        expect(q.toLowerCase()).not.toContain(word);
    }
  });

  it("asks about the thing a negative answer criticises, without assuming a feeling", () => {
    const q = followUp({
      question: "What could our cafe do better?",
      answer: "The staff were rude and my latte was cold",
    });
    expect(oneQuestion(q)).toBe(true);
    expect(q).toMatch(/the staff|your latte/);
    expect(q).not.toMatch(/sorry|glad|so good|frustrat/i);
  });

  it("asks what happened when the answer tells events", () => {
    expect(
      followUp({ question: "Tell us about your delivery.", answer: "Arrived two days late and the box was damaged" }),
    ).toBe("What happened with the box?");
  });

  it("asks what stood out after praise, naming the respondent's own phrase", () => {
    const q = followUp({ question: "What did you like most?", answer: "The hands-on exercises were brilliant" });
    expect(q).toContain("the hands-on exercises");
    expect(oneQuestion(q)).toBe(true);
  });

  it("picks up the complaint in a mixed answer", () => {
    const q = followUp({
      question: "Any other comments?",
      answer: "The food was great but the service was painfully slow",
    });
    expect(q).toContain("the service");
  });

  it("probes a wish for the difference it would make", () => {
    expect(followUp({ question: "What would you change?", answer: "Faster service." })).toMatch(/faster service/);
    expect(followUp({ question: "What should we improve?", answer: "Too few evening classes" })).toContain(
      "more evening classes",
    );
  });

  it("asks which of several things matters most", () => {
    expect(followUp({ question: "What did you enjoy?", answer: "The music, the food and the people" })).toMatch(
      /the music, the food and the people/,
    );
  });

  it("does not quote a bare word and asks for the reason instead", () => {
    const q = followUp({ question: "How was your stay?", answer: "ok" });
    expect(q).not.toContain('"');
    expect(q).not.toMatch(/\bok\b/i);
    expect(oneQuestion(q)).toBe(true);
  });

  it("turns a 'nothing' to an improvement question towards what works", () => {
    expect(followUp({ question: "What should we improve?", answer: "nothing really" })).toMatch(/working well|stay/);
  });

  it("never repeats the question or an earlier follow-up", () => {
    for (const [question, answer] of [
      ["What could be improved?", "Parking"],
      ["How was the workshop?", "Too fast for beginners"],
      ["Anything else?", "No"],
      ["What did you enjoy?", "Everything"],
      ["What could we do better?", "asdfgh"],
    ] as const) {
      const first = followUp({ question, answer });
      const second = followUp({ question: first, answer, previous: [first] });
      const third = followUp({ question: second, answer, previous: [first, second] });
      expect(new Set([question, first, second, third]).size).toBe(4);
      for (const q of [first, second, third]) expect(oneQuestion(q)).toBe(true);
    }
  });

  it("is deterministic", () => {
    const input = { question: "What could we improve?", answer: "Checkout kept failing on my phone" };
    expect(followUp(input)).toBe(followUp(input));
  });
});

describe("followUp, round 2", () => {
  it("answers a foreign answer in its own language, without its words", () => {
    const es = followUp({ question: "What did you like?", answer: "El museo es precioso pero hay demasiada gente." });
    expect(es).toMatch(/^Gracias\./);
    expect(es).not.toMatch(/museo|gente/);
    expect(screenAnswer("Das Museum war toll, aber zu voll.")).toBe("foreign");
    expect(followUp({ question: "What did you like?", answer: "Das Museum war toll, aber zu voll." })).toMatch(
      /^Danke\./,
    );
  });

  it("reads what an improvement question gets as something to fix, asked in its own tense", () => {
    const q = followUp({
      question: "What could we improve?",
      answer: "The parking is a nightmare and the signs are confusing.",
    });
    expect(q).toMatch(/the parking|the signs/);
    expect(q).not.toMatch(/stood out|keep|elsewhere/);
    expect(oneQuestion(q)).toBe(true);
  });

  it("picks up a wish with a time after it, and asks what time suits when the answer says too early", () => {
    expect(
      followUp({ question: "What would make you visit more often?", answer: "Longer opening hours on weekends." }),
    ).toMatch(/longer opening hours/);
    expect(
      followUp({
        question: "What should we change about the timetable?",
        answer: "Classes start too early for people who work.",
      }),
    ).toMatch(/time/);
  });

  it("hears 'nothing, keep it up' as nothing to fix and 'asd asd asd' as gibberish", () => {
    expect(followUp({ question: "What could we improve?", answer: "Nothing, keep it up" })).not.toMatch(/keep it up/);
    expect(screenAnswer("Nothing, keep it up")).toBe("valid");
    expect(screenAnswer("asd asd asd")).toBe("gibberish");
  });
});
