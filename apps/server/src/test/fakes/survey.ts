// Deterministic survey data for scripts/ai/prompt-size.ts and the bound tests.
import type { AnswerEntry, Question } from "@parley/schema";
import { isFollowUpId } from "@parley/schema";
import type { AnalysisInput } from "../../ai/engine.ts";

export const fixtureQuestions: Question[] = [
  {
    id: 1,
    question: "How did you first hear about our coffee shop?",
    type: "radio",
    options: ["Friend", "Social media", "Walking by", "Search engine"].map((value, key) => ({ key, value })),
  },
  {
    id: 2,
    question: "Which of these do you usually order?",
    type: "checkbox",
    options: ["Espresso", "Latte", "Tea", "Pastries", "Sandwiches"].map((value, key) => ({ key, value })),
  },
  { id: 3, question: "How likely are you to recommend us to a friend?", type: "slider", min: 0, max: 10 },
  { id: 4, question: "What do you like most about your visits?", type: "open-ended", requiresPrompt: true },
  { id: 5, question: "What should we improve first?", type: "open-ended", requiresPrompt: false },
];

const openers = ["Honestly,", "I think", "For me", "Overall", "To be fair,", "Mostly", ""];
const subjects = ["the staff", "the coffee", "the music", "the wifi", "the prices", "the seating", "the pastries"];
const verdicts = [
  "is great and always friendly",
  "is really slow in the mornings",
  "is fine, nothing special",
  "feels too expensive for what it is",
  "is the reason I keep coming back",
  "was broken twice this month",
  "could be a bit warmer",
];
const details = [
  "",
  " because I work there most afternoons and need a quiet corner with a socket",
  " especially on weekends when the queue goes out of the door and people give up",
  " and I would love an oat milk option without the extra charge",
  " although the new barista is learning fast",
];

/** A small linear congruential generator: the same seed gives the same survey. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `count` responses to fixtureQuestions, with follow-up answers on question 4 for about a third. */
export function generateSurvey(count: number, seed = 42): AnalysisInput {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const sentence = () => `${pick(openers)} ${pick(subjects)} ${pick(verdicts)}${pick(details)}.`.trim();
  const entry = (id: string, q: Question | undefined, answer: string): AnswerEntry => ({
    id,
    question: q?.question ?? "Could you tell us more?",
    type: q?.type ?? "open-ended",
    answer,
    isFollowUp: isFollowUpId(id),
  });
  const [q1, q2, q3, q4, q5] = fixtureQuestions;
  const responses: AnswerEntry[][] = [];
  for (let i = 0; i < count; i++) {
    const chosen = (q2?.options ?? []).filter(() => next() < 0.4).map((o) => o.value);
    const response = [
      entry("1", q1, pick(q1?.options ?? []).value),
      entry("2", q2, chosen.join(", ")),
      entry("3", q3, String(Math.floor(next() * 11))),
      entry("4", q4, sentence()),
    ];
    if (next() < 0.33) response.push(entry("4.1", undefined, `${sentence()} ${sentence()}`));
    response.push(entry("5", q5, next() < 0.1 ? "" : sentence()));
    responses.push(response);
  }
  return { questions: fixtureQuestions, responses };
}
