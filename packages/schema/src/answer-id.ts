import { LIMITS } from "./limits.ts";

/** Long enough for any question id a form holds, short enough that no id can bloat a response. */
export const MAX_ANSWER_ID_LENGTH = 16;

const ANSWER_ID = /^([1-9]\d*)(?:\.([1-9]\d*))?$/;

export interface AnswerId {
  /** The form question's id, as text. */
  questionId: string;
  /** 0 for the question itself, n for its n-th follow-up. */
  followUp: number;
}

/** `N` or `N.n` written one way only (no leading zeros, no sign), or null. */
export function parseAnswerId(id: string): AnswerId | null {
  if (id.length > MAX_ANSWER_ID_LENGTH) return null;
  const match = ANSWER_ID.exec(id);
  if (!match?.[1]) return null;
  return { questionId: match[1], followUp: match[2] ? Number(match[2]) : 0 };
}

/** Answers one response may hold: each question once, and its follow-ups when it asks for them. */
export function maxAnswerEntries(questions: readonly { type: string; requiresPrompt?: boolean | undefined }[]): number {
  return questions.reduce(
    (sum, q) => sum + 1 + (q.type === "open-ended" && q.requiresPrompt ? LIMITS.maxFollowUpsPerQuestion : 0),
    0,
  );
}

/** True for a follow-up's answer id (`N.n`); loose, as the analysis also reads ids it did not check. */
export const isFollowUpId = (id: string | number): boolean => String(id).includes(".");

/** The question an answer belongs to: `3` for `3` and for its follow-up `3.2`. */
export const questionIdOf = (id: string | number): string => String(id).split(".")[0] ?? String(id);
