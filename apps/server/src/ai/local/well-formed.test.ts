import { describe, expect, it } from "vitest";
import { headNounPhrase, questionFaults, withoutNoteMarks } from "./well-formed.ts";

describe("the well-formedness gate", () => {
  it("finds what is left of the owner's notes", () => {
    expect(questionFaults("How important are the opening hrs to you?")).toContain('shorthand "hrs"');
    expect(questionFaults("Was the car properly dried/ clean inside?")).toContain("note marks");
    expect(questionFaults("Overall, how do you feel about (rushed?)?")).toContain("aside in brackets");
    expect(questionFaults("How would you rate the photos & floorplan?")).toContain("note marks");
    expect(questionFaults("Are you?")).toContain("too short");
  });

  it("finds spliced parts and misplaced words", () => {
    expect(questionFaults("How was the service on the day, anything we done differently?")).toEqual(
      expect.arrayContaining(["two questions", "participle with no auxiliary"]),
    );
    expect(questionFaults("Do the teachers correct mistakes enough, the textbook?")).toContain(
      "noun phrase spliced on",
    );
    expect(questionFaults("Would you come if we did a weekday evening market too to the farmers market?")).toContain(
      "phrase pasted after a clause",
    );
    expect(questionFaults("Are you section big enough?")).toContain("noun after you");
    expect(questionFaults("How would you rate the most customers?")).toContain("noun after the most");
    expect(questionFaults("Is the outdoor seating enough when its sunny?")).toContain("its for it's");
    expect(questionFaults("Would a loyalty card change that?")).toContain('ends on "that"');
    expect(questionFaults("How would you rate the worth keeping at the shop?")).toContain("adjective phrase as a noun");
  });

  it("lets questions a person would write through", () => {
    for (const question of [
      "How satisfied are you with Cork & Barrel overall, from 0 to 10?",
      "On a scale of 0 to 10, how would you rate the Old Mill B&B?",
      "What would make the pro version worth paying for?",
      "Would you pay for a tool to do this?",
      "Do you feel your cat was happy during its stay?",
      "What causes you the most stress?",
      "Is a bus every 30 minutes often enough on route 7?",
      "Would you pay extra for the new jellyfish tunnel we're building for next year?",
      "What, if anything, would you change about the classes?",
      "On a scale of 0 to 10, how would you rate our annual HR summit overall?",
    ])
      expect(questionFaults(question), question).toEqual([]);
  });

  it("takes the note marks out of an owner's words", () => {
    expect(withoutNoteMarks("deliveries (weekly/fortnightly/monthly) from us")).toBe("deliveries from us");
    expect(withoutNoteMarks("why have people left/stopped coming")).toBe("why have people left or stopped coming");
  });

  it("finds the head noun phrase a plain question can be about", () => {
    expect(headNounPhrase("the teachers correct mistakes enough")).toBe("the teachers");
    expect(headNounPhrase("homestay families ok")).toBe("the homestay families");
    expect(headNounPhrase("is the kids section big enough")).toBe("the kids section");
  });
});

describe("asking about a list item as a plain noun phrase", () => {
  it("keeps a compound's last noun that is tagged as a verb", () => {
    expect(headNounPhrase("skate hire")).toBe("the skate hire");
  });
});

describe("isWellFormed, a list of answers", () => {
  it("keeps 'was it A, B or C' as one question", () => {
    expect(questionFaults("Was it the price, the opening hours or the parking?")).toEqual([]);
    expect(questionFaults("Do the teachers correct mistakes enough, the textbook?")).toContain(
      "noun phrase spliced on",
    );
  });
});
