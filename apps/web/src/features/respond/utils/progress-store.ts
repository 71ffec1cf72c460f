import { isQuestionType } from "@parley/schema";
import { type ChatQuestion, type Conversation, makeIdempotencyKey } from "./conversation.ts";

/** One entry per shared form a respondent has started on this device. */
export const progressKey = (userId: string, formId: string) => `parley:respond:${userId}/${formId}`;

const isString = (value: unknown): value is string => typeof value === "string";
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function isChatQuestion(value: unknown): value is ChatQuestion {
  return (
    isRecord(value) &&
    isString(value.id) &&
    isString(value.question) &&
    isQuestionType(value.type) &&
    Array.isArray(value.options) &&
    value.options.every(isString) &&
    Number.isInteger(value.min) &&
    Number.isInteger(value.max) &&
    typeof value.requiresPrompt === "boolean"
  );
}

/** Stored progress of this form version, or null (none, unreadable, or of a form that changed since). */
export function loadProgress(key: string, fingerprint: string): Conversation | null {
  let value: unknown;
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== 1 || value.fingerprint !== fingerprint) return null;
  const { script, answers, position, revealed, draft, idempotencyKey, sessionId } = value;
  if (!Array.isArray(script) || !script.every(isChatQuestion)) return null;
  if (!isRecord(answers) || !Object.values(answers).every(isString)) return null;
  if (!Number.isInteger(position) || !Number.isInteger(revealed)) return null;
  const at = position as number;
  const shown = revealed as number;
  if (at < 0 || at > script.length || shown < 0 || shown > script.length) return null;
  if (!isString(draft) || !(idempotencyKey === null || isString(idempotencyKey))) return null;
  if (!(sessionId === undefined || isString(sessionId))) return null;
  return {
    version: 1,
    fingerprint,
    script,
    answers: answers as Record<string, string>,
    position: at,
    revealed: shown,
    draft,
    idempotencyKey,
    // Saved before sessions existed: a new one from here on.
    sessionId: (sessionId as string | undefined) ?? makeIdempotencyKey(),
  };
}

export function saveProgress(key: string, conversation: Conversation): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(conversation));
  } catch {
    // Storage full or disabled (private mode): the conversation still works, it just cannot resume.
  }
}

export function clearProgress(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
