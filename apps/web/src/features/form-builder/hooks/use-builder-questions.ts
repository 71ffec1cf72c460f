import { useState } from "react";
import { type BuilderMode, type BuilderQuestion, newQuestion, removeQuestion } from "../utils/builder.ts";

/** The question list of a form being built, with the changes both screens make to it. */
export function useBuilderQuestions(mode: BuilderMode, initial: () => BuilderQuestion[] = () => []) {
  const [questions, setQuestions] = useState(initial);
  return {
    questions,
    setQuestions,
    update: (key: string, change: (q: BuilderQuestion) => BuilderQuestion) =>
      setQuestions((all) => all.map((q) => (q.key === key ? change(q) : q))),
    add: () => setQuestions((all) => [...all, newQuestion(mode, all)]),
    remove: (key: string) => setQuestions((all) => removeQuestion(mode, all, key)),
  };
}
