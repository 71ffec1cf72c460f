// A hotel stay survey whose comments are long and mixed: the analysis load test and `npm run bench:health`.

export const stayQuestions = [
  {
    id: 1,
    question: "How was your stay?",
    type: "radio",
    options: ["Great", "Poor"].map((value, key) => ({ key, value })),
  },
  { id: 2, question: "What should we change?", type: "open-ended", requiresPrompt: true },
];

const phrases = [
  "The breakfast was cold and the staff seemed rushed, but the room was spotless.",
  "I loved the view from the balcony; the bed was comfortable and the check-in quick.",
  "Parking cost far too much and the lift was broken for two days.",
  "Friendly people at the desk, although the wifi kept dropping in the evening.",
  "Noise from the street kept us awake; please fit better windows.",
];

/** Guest `i`'s comment: `sentences` of the phrases above, in an order that varies by guest. */
export const stayComment = (i: number, sentences: number) =>
  `${Array.from({ length: sentences }, (_, k) => phrases[(i * 7 + k * 3) % phrases.length]).join(" ")} Guest ${i}.`;

/** Guest `i`'s response, as POST /api/analyze-sentiment takes it. */
export function stayResponse(i: number, comment: string) {
  return {
    responses: [
      { id: "1", question: "How was your stay?", type: "radio", answer: i % 3 ? "Great" : "Poor", isFollowUp: false },
      { id: "2", question: "What should we change?", type: "open-ended", answer: comment, isFollowUp: false },
    ],
  };
}
