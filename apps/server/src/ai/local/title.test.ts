import type { Question } from "@parley/schema";
import { describe, expect, it } from "vitest";
import { generateQuestions } from "./questions.ts";
import { generateTitle, MAX_TITLE_LENGTH } from "./title.ts";

const open = (id: number, question: string): Question => ({ id, question, type: "open-ended", requiresPrompt: false });

describe("generateTitle", () => {
  it("names the subject of generated questions", () => {
    expect(generateTitle(generateQuestions("Survey patients about their experience at Riverside Dental Clinic."))).toBe(
      "Riverside Dental Clinic Patient Survey",
    );
    expect(
      generateTitle(generateQuestions("Survey visitors to Riverside Park about the playground and the toilets")),
    ).toBe("Riverside Park Visitor Survey");
    expect(generateTitle(generateQuestions("Gather feedback on the React workshop we ran last weekend"))).toBe(
      "React Workshop Evaluation",
    );
    expect(generateTitle(generateQuestions("Market research for a plant-based protein bar aimed at students."))).toBe(
      "Plant-Based Protein Bar Market Research",
    );
  });

  it("names the activity studied when no subject is named", () => {
    expect(generateTitle(generateQuestions("A survey for couples about how they cook at home together"))).toBe(
      "Cooking at Home Survey",
    );
  });

  it("names the service a heading calls its respondents by", () => {
    const questions = generateQuestions("gutter cleaning customers: were we on time, did we tidy up?");
    // The heading also names the subject now ("the gutter cleaning service").
    expect(generateTitle(questions)).toMatch(/^Gutter Cleaning (Service )?Customer Survey$/);
  });

  it("names the subject of questions an owner wrote", () => {
    const title = generateTitle([
      open(1, "What did you think of the Lisbon offsite?"),
      open(2, "Which session of the Lisbon offsite was most useful?"),
      open(3, "How could we improve the Lisbon offsite next year?"),
    ]);
    expect(title).toContain("Lisbon Offsite");
  });

  it("stays within 60 characters and keeps the head noun", () => {
    const title = generateTitle(
      generateQuestions(
        "We organised the Northern Regional Sales and Marketing Leadership Conference 2026 in Manchester and want attendee feedback",
      ),
    );
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(title).toContain("Conference");
  });

  it("falls back to a plain title when nothing is shared", () => {
    expect(generateTitle([open(1, "Anything else?")])).toBe("Feedback Survey");
    expect(generateTitle([])).toBe("Feedback Survey");
  });

  it("names the kind of survey the owner asks for, and the topics when no subject is named", () => {
    const title = (purpose: string) => generateTitle(generateQuestions(purpose));
    expect(title("Post-stay survey for guests of the Harbour View Hotel")).toBe("Harbour View Hotel Post-Stay Survey");
    expect(title("Exit survey for staff leaving the warehouse: pay, shift patterns and safety")).toMatch(
      /Exit Survey$/,
    );
    expect(
      title("survey our residents about the lift breakdowns, security at the entrance and the communal garden"),
    ).toBe("Lift Breakdowns and Security Resident Survey");
    expect(title("We're an insurance company. Why do customers not renew their policy?")).not.toMatch(/Employee/);
  });

  it("names the kind of business its customers are named by inside a clause, not the aims' things", () => {
    const title = generateTitle(
      generateQuestions(
        "I'd like to know what our bakery customers think of the seating, the new card reader and the loyalty scheme",
      ),
    );
    expect(title).toMatch(/^Bakery /);
  });
});

describe("titles of two forms for one business", () => {
  const title = (purpose: string) => generateTitle(generateQuestions(purpose));
  it("names the one thing a form is about beside the business", () => {
    const loyalty = title("Survey for our board game café customers about the new loyalty card");
    const nights = title("Survey for our board game café customers about the opening hours");
    expect(loyalty).toMatch(/^Board Game Café .*Loyalty Card/);
    expect(nights).toMatch(/^Board Game Café .*Hours/);
    expect(loyalty).not.toBe(nights);
  });
});
