import { describe, expect, it } from "vitest";
import { clauseQuestions, gerund, participle, type Subject, topicQuestion } from "./aim-questions.ts";
import { type ClauseAim, findClauses, parseClause } from "./aims.ts";
import { tagSentences } from "./phrases.ts";
import { readPurpose } from "./purpose.ts";

const subject: Subject = {
  text: "our weekly newsletter",
  short: "our weekly newsletter",
  kind: "publication",
  plural: false,
};

/** The questions for each clause of a purpose, as the form would ask them. */
function ask(purpose: string, about: Subject = subject): string[] {
  const tokens = tagSentences(purpose);
  return findClauses(tokens).flatMap((span) =>
    clauseQuestions(parseClause(tokens, span, { head: "", they: true, subject: about.text }), about).map((q) => q.text),
  );
}

describe("clause aims", () => {
  it.each([
    ["Learn what readers skip in our weekly newsletter", "What do you usually skip in our weekly newsletter?"],
    ["Find out why users abandon their carts", "If you have ever abandoned your carts, what was the main reason?"],
    ["Ask whether they would pay for a printed edition", "Would you pay for a printed edition?"],
    ["Learn how they found us", "How did you first hear about us?"],
    ["Understand why trial users do not upgrade", "What stops you from upgrading?"],
    ["Find out what would make them stay", "What would make you stay?"],
    ["Ask which topics they want more of", "Which topics do you want more of?"],
    ["Find out why they chose us", "What made you choose us?"],
    ["Why are people leaving?", "If you have ever thought about leaving, what made you consider it?"],
    [
      "Check whether the new signage helps travellers find their platform",
      "Does the new signage help you find your platform?",
    ],
    ["Find out how easy it is to book a table", "How easy is it to book a table?"],
    ["Find out how often they read it", "How often do you read our weekly newsletter?"],
  ])("%s -> %s", (purpose, question) => {
    expect(ask(purpose)).toContain(question);
  });

  it("gives each aim a scale that fits it", () => {
    const tokens = tagSentences("Find out whether the portions are big enough and how clean the toilets are");
    const [portions, toilets] = findClauses(tokens).map((span) =>
      clauseQuestions(parseClause(tokens, span, { head: "", they: true, subject: "the cafe" }), subject),
    );
    expect(portions?.[0]).toMatchObject({ text: "Are the portions big enough?", options: ["Yes", "Mostly", "No"] });
    expect(toilets?.[0]).toMatchObject({
      text: "How clean are the toilets?",
      options: ["Very clean", "Fairly clean", "Not very clean", "Not at all clean"],
    });
  });

  it("splits a list of tasks into one question each", () => {
    expect(ask("Can patients find test results, book appointments and message their doctor easily?")).toEqual([
      "How easy is it to find test results?",
      "How easy is it to book appointments?",
      "How easy is it to message your doctor?",
    ]);
  });

  it("tells the respondents from the staff they are asked about", () => {
    const reading = readPurpose(
      "Ask customers whether our delivery drivers were friendly and whether their parcels arrived on time.",
    );
    const clauses = reading.aims.filter((a): a is ClauseAim => a.type === "clause");
    expect(clauses.map((c) => c.audience)).toEqual([false, false]);
    expect(clauses.map((c) => c.subject)).toEqual(["our delivery drivers", "your parcels"]);
  });
});

describe("topic aims", () => {
  const park: Subject = { text: "Riverside Park", short: "Riverside Park", kind: "place", plural: false };
  it("rates a topic at the subject, with the scale its kind of topic needs", () => {
    expect(
      topicQuestion({ type: "topic", text: "the playground", head: "playground", phrase: "playground" }, park),
    ).toEqual({
      type: "radio",
      text: "How would you rate the playground at Riverside Park?",
      options: ["Excellent", "Good", "Fair", "Poor"],
    });
    expect(topicQuestion({ type: "topic", text: "the prices", head: "price", phrase: "prices" }, park).options).toEqual(
      ["Very reasonable", "Reasonable", "A bit high", "Far too high"],
    );
    expect(topicQuestion({ type: "topic", text: "the parking", head: "parking", phrase: "parking" }, park).text).toBe(
      "How easy is it to find parking at Riverside Park?",
    );
  });
});

describe("verb forms", () => {
  it("makes gerunds and participles", () => {
    expect(["stop", "use", "upgrade", "read", "die"].map(gerund)).toEqual([
      "stopping",
      "using",
      "upgrading",
      "reading",
      "dying",
    ]);
    expect(["abandon", "cancel", "drop", "leave", "try"].map(participle)).toEqual([
      "abandoned",
      "cancelled",
      "dropped",
      "left",
      "tried",
    ]);
  });
});
