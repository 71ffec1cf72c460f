import {
  type FollowUpTurn,
  isQuestionType,
  type PublicForm,
  parseAnswerId,
  type Question,
  type QuestionOption,
  type SaveProgressBody,
  type SubmitResponseBody,
} from "@parley/schema";
import { api } from "../../../lib/api.ts";

const formPath = (userId: string, formId: string) =>
  `/api/public/forms/${encodeURIComponent(userId)}/${encodeURIComponent(formId)}`;

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === "object" && value !== null;
const isOptional = <T>(value: unknown, check: (v: unknown) => v is T): value is T | undefined =>
  value === undefined || check(value);
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
const isInteger = (value: unknown): value is number => Number.isInteger(value);

function toOption(value: unknown): QuestionOption | null {
  if (!isRecord(value) || !isInteger(value.key) || value.key < 0 || typeof value.value !== "string") return null;
  return { key: value.key, value: value.value };
}

function toQuestion(value: unknown): Question | null {
  if (!isRecord(value)) return null;
  const { id, question, type, options, requiresPrompt, min, max } = value;
  const validId = (isInteger(id) && id > 0) || (typeof id === "string" && parseAnswerId(id) !== null);
  if (!validId || typeof question !== "string" || !isQuestionType(type)) return null;
  if (!isOptional(requiresPrompt, isBoolean) || !isOptional(min, isInteger) || !isOptional(max, isInteger)) return null;
  if (options !== undefined && !Array.isArray(options)) return null;
  const parsedOptions = options?.map(toOption);
  if (parsedOptions?.includes(null)) return null;
  const result: Question = { id: id as Question["id"], question, type };
  if (parsedOptions) result.options = parsedOptions as QuestionOption[];
  if (requiresPrompt !== undefined) result.requiresPrompt = requiresPrompt;
  if (min !== undefined) result.min = min;
  if (max !== undefined) result.max = max;
  return result;
}

/**
 * The body checked against `publicFormSchema` (in @parley/schema) by hand, so the respondent's
 * page does not download zod. Throws when the server answers something else.
 */
export function parsePublicForm(value: unknown): PublicForm {
  const { id, title, questions, acceptingResponses } = isRecord(value) ? value : {};
  const parsed = Array.isArray(questions) ? questions.map(toQuestion) : null;
  if (typeof id !== "string" || typeof title !== "string" || !isBoolean(acceptingResponses) || !parsed) {
    throw new Error("The server sent an unexpected form.");
  }
  if (parsed.includes(null)) throw new Error("The server sent an unexpected form.");
  return { id, title, questions: parsed as Question[], acceptingResponses };
}

/** GET /api/public/forms/:userId/:formId: the form a respondent answers. */
export async function fetchPublicForm(userId: string, formId: string): Promise<PublicForm> {
  return parsePublicForm(await api<unknown>(formPath(userId, formId)));
}

export interface FollowUpRequest {
  question: string;
  answer: string;
  /** Follow-ups already asked for this question, so the new one does not repeat them. */
  previous: string[];
  /** The exchanges before this one on the same question, so a short reply is read beside what it answers. */
  thread: FollowUpTurn[];
}

/** POST /api/poking-questions: the AI's follow-up question. Throws when there is none. */
export async function requestFollowUp(body: FollowUpRequest): Promise<string> {
  const result = await api<{ message?: unknown }>("/api/poking-questions", { method: "POST", body });
  if (typeof result?.message !== "string" || result.message.trim() === "") throw new Error("No follow-up question");
  return result.message.trim();
}

/** POST .../responses; a repeat with the same idempotency key is answered as the first one was. */
export function submitResponses(userId: string, formId: string, body: SubmitResponseBody): Promise<{ id: string }> {
  return api<{ id: string }>(`${formPath(userId, formId)}/responses`, { method: "POST", body });
}

/** PUT .../progress: the answers so far, kept by the server as this conversation's partial response. */
export function saveProgressRemote(userId: string, formId: string, body: SaveProgressBody): Promise<unknown> {
  // The last answer before the respondent leaves the page still reaches the server: a keepalive
  // request outlives the page, within the browser's 64 KB allowance for such requests.
  return api(`${formPath(userId, formId)}/progress`, { method: "PUT", body, keepalive: fitsKeepalive(body) });
}

const KEEPALIVE_LIMIT = 60_000;
function fitsKeepalive(body: unknown): boolean {
  return new TextEncoder().encode(JSON.stringify(body)).length < KEEPALIVE_LIMIT;
}
