import { describe, expect, it } from "vitest";
import { saysNothing, speaksToQuestion } from "./screen.ts";

describe("saysNothing", () => {
  it("reads past any number of filler words, and stops at an answer longer than any nothing-answer", () => {
    expect(saysNothing("Honestly, to be honest, I guess at the moment basically nothing really")).toBe(true);
    expect(saysNothing("Nothing really")).toBe(true);
    expect(saysNothing("Nothing, but the parking was awful")).toBe(false);
  });
});

describe("speaksToQuestion", () => {
  it("takes an aspect every survey asks about as on topic when the question names no domain", () => {
    for (const answer of ["more parking spaces", "the queue at the door", "longer opening hours", "toilets"])
      expect(speaksToQuestion(answer, "What could we do better?"), answer).toBe(true);
    expect(speaksToQuestion("my cat is called Biscuit", "What could we do better?")).toBe(false);
  });
});
