import {
  type AnswerEntry,
  type FollowUpTurn,
  isFollowUpId,
  LIMITS,
  type PublicForm,
  type Question,
  type QuestionType,
  SLIDER_DEFAULT_MAX,
  SLIDER_DEFAULT_MIN,
} from "@parley/schema";

/** Spec section 9. */
export const TYPING_INDICATOR_MS = 3000;
export const MAX_FOLLOW_UPS = LIMITS.maxFollowUpsPerQuestion;

/** A question as the chat asks it: ids as strings ('3', or '3.1' for a follow-up), options as text. */
export interface ChatQuestion {
  id: string;
  question: string;
  type: QuestionType;
  options: string[];
  min: number;
  max: number;
  requiresPrompt: boolean;
}

/**
 * Everything a respondent has done so far. It is kept in the browser until the server confirms
 * the submission, so a reload (or a crash, or a lost connection) loses nothing.
 */
export interface Conversation {
  version: 1;
  /** Which version of the form this belongs to; progress on a changed form is not reused. */
  fingerprint: string;
  /** The form's questions with the follow-ups inserted so far, in the order they are asked. */
  script: ChatQuestion[];
  /** Answers by question id. */
  answers: Record<string, string>;
  /** Index in `script` of the question being answered; `script.length` once all are answered. */
  position: number;
  /** How many questions of `script` have been shown (their typing indicator is over). */
  revealed: number;
  /** Text typed for the current open-ended question and not sent yet. */
  draft: string;
  /** Made once when the last question is answered; every submission attempt reuses it. */
  idempotencyKey: string | null;
  /** Made when the chat starts: the server keeps this conversation's progress under it, and its submission completes that record. */
  sessionId: string;
}

export type ConversationAction =
  | { type: "reveal" }
  | { type: "draft"; text: string }
  | { type: "answer"; answer: string; followUp?: string; idempotencyKey: string };

export function toChatQuestion(q: Question): ChatQuestion {
  return {
    id: String(q.id),
    question: q.question,
    type: q.type,
    options: (q.options ?? []).map((option) => option.value),
    min: q.min ?? SLIDER_DEFAULT_MIN,
    max: q.max ?? SLIDER_DEFAULT_MAX,
    requiresPrompt: q.type === "open-ended" && q.requiresPrompt === true,
  };
}

/** A short hash of the form's content (djb2), to notice that the owner changed it. */
export function formFingerprint(form: Pick<PublicForm, "id" | "questions">): string {
  const text = JSON.stringify([form.id, form.questions]);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

export function startConversation(form: Pick<PublicForm, "id" | "questions">): Conversation {
  return {
    version: 1,
    fingerprint: formFingerprint(form),
    script: form.questions.map(toChatQuestion),
    answers: {},
    position: 0,
    revealed: 0,
    draft: "",
    idempotencyKey: null,
    sessionId: makeIdempotencyKey(),
  };
}

export const currentQuestion = (c: Conversation): ChatQuestion | null => c.script[c.position] ?? null;
export const isComplete = (c: Conversation) => c.position >= c.script.length;

/** The follow-ups asked so far for the question with this id. */
export const followUpsOf = (c: Conversation, rootId: string) => c.script.filter((q) => q.id.startsWith(`${rootId}.`));

export interface FollowUpPlan {
  /** The id the follow-up gets: '{parentId}.{n}'. */
  id: string;
  /** The texts of the earlier follow-ups of the same question. */
  previous: string[];
  /** The questions asked before on this thread (the form's question first) with their answers. */
  thread: FollowUpTurn[];
}

/**
 * Spec section 4: answering an open-ended question with Prompt asks the AI for a follow-up while
 * fewer than 2 were asked for it. A follow-up is open-ended without Prompt of its own; answering it
 * continues its parent's thread, so a question gets at most 2 follow-ups in a row.
 */
export function planFollowUp(c: Conversation, answer: string): FollowUpPlan | null {
  const question = currentQuestion(c);
  if (!question || answer.trim() === "") return null;
  const rootId = question.id.split(".")[0] ?? question.id;
  const root = c.script.find((q) => q.id === rootId);
  if (root?.type !== "open-ended" || !root.requiresPrompt) return null;
  const asked = followUpsOf(c, rootId);
  if (asked.length >= MAX_FOLLOW_UPS) return null;
  const earlier = [root, ...asked].filter((q) => c.answers[q.id] !== undefined);
  return {
    id: `${rootId}.${asked.length + 1}`,
    previous: asked.map((q) => q.question),
    thread: earlier.map((q) => ({ question: q.question, answer: c.answers[q.id] ?? "" })),
  };
}

export function conversationReducer(c: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case "reveal":
      return isComplete(c) ? c : { ...c, revealed: Math.max(c.revealed, c.position + 1) };
    case "draft":
      return { ...c, draft: action.text };
    case "answer": {
      const question = currentQuestion(c);
      if (!question || c.revealed <= c.position) return c;
      let script = c.script;
      if (action.followUp !== undefined) {
        const plan = planFollowUp(c, action.answer);
        if (plan) {
          const followUp: ChatQuestion = {
            id: plan.id,
            question: action.followUp,
            type: "open-ended",
            options: [],
            min: SLIDER_DEFAULT_MIN,
            max: SLIDER_DEFAULT_MAX,
            requiresPrompt: false,
          };
          script = [...script.slice(0, c.position + 1), followUp, ...script.slice(c.position + 1)];
        }
      }
      const position = c.position + 1;
      return {
        ...c,
        script,
        answers: { ...c.answers, [question.id]: action.answer },
        position,
        draft: "",
        idempotencyKey: position >= script.length ? (c.idempotencyKey ?? action.idempotencyKey) : c.idempotencyKey,
      };
    }
  }
}

/** The body's answers, in the order they were asked (spec section 3). */
export function toAnswerEntries(c: Pick<Conversation, "script" | "answers">): AnswerEntry[] {
  return c.script
    .filter((q) => c.answers[q.id] !== undefined)
    .map((q) => ({
      id: q.id,
      question: q.question,
      type: q.type,
      answer: c.answers[q.id] ?? "",
      isFollowUp: isFollowUpId(q.id),
    }));
}

/** crypto.randomUUID(), or the same from getRandomValues where the page is not a secure context. */
export function makeIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Spec section 4: the slider starts at the midpoint of min and max. */
export const sliderMidpoint = (q: Pick<ChatQuestion, "min" | "max">) => Math.round((q.min + q.max) / 2);
