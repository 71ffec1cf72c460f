import { describe, expect, it } from "vitest";
import { ownerLists } from "./owner-lists.ts";
import { generateQuestions } from "./questions.ts";

describe("ownerLists", () => {
  it("asks the owner's guesses at a reason as one choice, and reads on after them", () => {
    const { rest, questions } = ownerLists(
      "I want to survey people who didnt finish to find out why - too long? too hard? life got in the way? Also were the videos too long.",
    );
    expect(questions).toEqual([
      {
        type: "checkbox",
        text: "Which of these, if any, played a part?",
        options: ["Too long", "Too hard", "Life got in the way", "Something else"],
      },
    ]);
    expect(rest).toMatch(/find out why\. Also were the videos too long\.$/);
  });
  it("asks options to be ranked as which matters most, without the owner's asides", () => {
    const { rest, questions } = ownerLists(
      "The hall got a grant. Options ppl have floated: new kitchen, better heating (its freezing in winter), a proper sound system, or resurfacing the car park. We want residents to rank these. Also how often people use the hall.",
    );
    expect(questions[0]?.options).toEqual([
      "New kitchen",
      "Better heating",
      "A proper sound system",
      "Resurfacing the car park",
      "None of these",
    ]);
    expect(rest).not.toMatch(/rank|kitchen/);
    expect(rest).toMatch(/Also how often people use the hall\.$/);
  });
  it("leaves a list nobody is asked to weigh to the reading", () => {
    expect(
      ownerLists("Ideas so far: a quiz night, a bake sale and a fun run. How did people hear about us?").questions,
    ).toEqual([]);
  });
});

describe("generateQuestions, notes the owner writes to themself", () => {
  const texts = (purpose: string) => generateQuestions(purpose).map((q) => q.question);
  it("never asks what the owner says not to ask, is touchy about, or doubts is worth asking", () => {
    const salon = texts(
      "small salon here. want to know if our prices are ok, do people like the music. Dont want to ask about individual stylists by name, that caused drama last time!!",
    ).join(" ");
    expect(salon).not.toMatch(/stylist/i);
    const hall = texts(
      "village hall survey: how often people use the hall. Please keep it anonymous, some people are touchy about the committee lol.",
    ).join(" ");
    expect(hall).not.toMatch(/committee|anonymous/i);
    expect(
      texts(
        "excel course survey: were the videos too long. Typos in the videos too someone mentioned, idk if worth asking.",
      ).join(" "),
    ).not.toMatch(/worth asking/i);
    expect(texts("charity shop survey: we shut at 4 and I wonder if thats too early")).toContain(
      "Is shutting at 4 too early?",
    );
  });
});
