// Runs in a worker thread of the analysis pool: reading, checking and analysing thousands of answers
// takes seconds of CPU that the event loop must not spend.
import { type Analysis, type ApiErrorCode, analyzeSentimentBodySchema } from "@parley/schema";
import { AppError } from "../../errors.ts";
import { parseWith, readJsonText } from "../../lib/http.ts";
import type { AnalysisInput } from "../engine.ts";
import { analyze } from "./analysis.ts";
import { type NotesInput, noteResponses } from "./notes.ts";

export type AnalysisTask =
  | { inputJson: string }
  | { body: string; maxResponses: number | undefined }
  | { notes: NotesInput };
export type AnalysisOutcome =
  | { analysis: Analysis }
  | { notes: ReturnType<typeof noteResponses> }
  | { tooMany: true }
  | { error: { code: ApiErrorCode; message: string; details: unknown } };

export default function run(task: AnalysisTask): AnalysisOutcome {
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
