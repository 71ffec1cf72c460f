// The event survey the benchmarks fill: one question of each kind and a second open one.

/** The talks a respondent can tick; one has ", " inside, as real options do. */
export const talks = ["Keynote", "Workshop, hands-on", "Panel"];

export const eventQuestions = [
  { question: "How was the event?", type: "radio", options: ["Great", "Fine", "Poor"] },
  { question: "Which talks did you attend?", type: "checkbox", options: talks },
  { question: "How likely are you to return?", type: "slider" },
  { question: "What should we improve?", type: "open-ended", requiresPrompt: true },
  { question: "Anything else?", type: "open-ended" },
];
