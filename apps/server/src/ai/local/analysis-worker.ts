// Runs in a worker thread of the analysis pool: reading, checking and analysing thousands of answers
// takes seconds of CPU that the event loop must not spend.
import { type Analysis, type ApiErrorCode, analyzeSentimentBodySchema } from "@parley/schema";
import { AppError } from "../../errors.ts";
import { parseWith, readJsonText } from "../../lib/http.ts";
import type { AnalysisInput } from "../engine.ts";
import { analyze } from "./analysis.ts";
import { type NotesInput, noteResponses } from "./notes.ts";

export type AnalysisTask =
  | { ping: true }
  | { inputJson: string }
  | { body: string; maxResponses: number | undefined }
  | { notes: NotesInput };
export type AnalysisOutcome =
  | { loaded: true }
  | { analysis: Analysis }
  | { notes: ReturnType<typeof noteResponses> }
  | { tooMany: true }
  | { error: { code: ApiErrorCode; message: string; details: unknown } };

// A replacement worker takes tasks once this module has loaded. Reading a tiny form here compiles the
// vocabulary and loads the tagger first, so its first analysis is not stopped by a short time budget
// spent on them (and the worker with it).
const warmQuestion = { id: 1, question: "What could we improve?", type: "open-ended" as const };
analyze({
  questions: [warmQuestion],
  responses: ["The queue was long but the staff were lovely", "Too expensive", "It was fine"].map((answer) => [
    { id: "1", question: warmQuestion.question, type: "open-ended", answer, isFollowUp: false },
  ]),
});

export default function run(task: AnalysisTask): AnalysisOutcome {
  if ("ping" in task) return { loaded: true };
  if ("inputJson" in task) return { analysis: analyze(JSON.parse(task.inputJson) as AnalysisInput) };
  if ("notes" in task) return { notes: noteResponses(task.notes) };
  try {
    const { responses, formQuestions } = parseWith(analyzeSentimentBodySchema, readJsonText(task.body));
    if (task.maxResponses !== undefined && responses.length > task.maxResponses) return { tooMany: true };
    return { analysis: analyze({ questions: formQuestions, responses: responses.map((r) => r.responses) }) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { error: { code: error.code, message: error.message, details: error.details } };
  }
}
