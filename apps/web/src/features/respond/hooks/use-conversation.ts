import type { PublicForm } from "@parley/schema";
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { requestFollowUp, saveProgressRemote, submitResponses } from "../api/respond-api.ts";
import {
  type Conversation,
  conversationReducer,
  currentQuestion,
  formFingerprint,
  isComplete,
  makeIdempotencyKey,
  planFollowUp,
  startConversation,
  TYPING_INDICATOR_MS,
  toAnswerEntries,
} from "../utils/conversation.ts";
import { clearProgress, loadProgress, progressKey, saveProgress } from "../utils/progress-store.ts";

export type SubmissionState =
  | { status: "idle" }
  | { status: "saving" }
  /** A failure that may pass (network, server busy): another attempt is scheduled. */
  | { status: "retrying"; error: string; retryInMs: number }
  /** The server refused the answers; trying again is up to the respondent. */
  | { status: "failed"; error: string }
  | { status: "done" };

/** Waits between automatic attempts: 2 s, 4 s, 8 s, 16 s, then every 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 2000 * 2 ** attempt);
}

function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

interface Options {
  form: PublicForm;
  userId: string;
  formId: string;
}

/**
 * The respondent's conversation: which question is asked, the typing pauses, AI follow-ups, and a
 * submission that is retried until the server confirms it. Progress is saved on every change.
 */
export function useConversation({ form, userId, formId }: Options) {
  const storageKey = progressKey(userId, formId);
  const [conversation, dispatch] = useReducer(
    conversationReducer,
    form,
    (f): Conversation => loadProgress(storageKey, formFingerprint(f)) ?? startConversation(f),
  );
  const [followUpPending, setFollowUpPending] = useState(false);
  /** The id of the question whose follow-up could not be generated (the popup shows while set). */
  const [followUpFailedFor, setFollowUpFailedFor] = useState<string | null>(null);
  const [aiErrorOpen, setAiErrorOpen] = useState(false);
  const [submission, setSubmission] = useState<SubmissionState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const finished = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Keep everything on this device until the server has it. A layout effect runs in the same task as
  // the render, so an answer the respondent sees is stored before a reload can interrupt (Preact
  // defers plain effects to the next frame).
  useLayoutEffect(() => {
    if (!finished.current) saveProgress(storageKey, conversation);
  }, [storageKey, conversation]);

  // Spec section 4: a typing indicator for 3 s before each question appears. The 3 s start in the
  // render that shows the indicator (a layout effect), not a frame later as Preact runs plain effects.
  const current = currentQuestion(conversation);
  const awaitingReveal = current !== null && conversation.revealed <= conversation.position;
  useLayoutEffect(() => {
    if (!awaitingReveal) return;
    const timer = setTimeout(() => dispatch({ type: "reveal" }), TYPING_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [awaitingReveal]);

  const answer = useCallback(
    async (value: string, { skipFollowUp = false }: { skipFollowUp?: boolean } = {}) => {
      if (followUpPending || !current || awaitingReveal) return;
      const plan = skipFollowUp ? null : planFollowUp(conversation, value);
      if (!plan) {
        dispatch({ type: "answer", answer: value, idempotencyKey: makeIdempotencyKey() });
        setFollowUpFailedFor(null);
        return;
      }
      setFollowUpPending(true);
      try {
        const followUp = await requestFollowUp({
          question: current.question,
          answer: value,
          previous: plan.previous,
          thread: plan.thread,
        });
        if (!mounted.current) return;
        dispatch({ type: "answer", answer: value, followUp, idempotencyKey: makeIdempotencyKey() });
        setFollowUpFailedFor(null);
      } catch (error) {
        if (!mounted.current) return;
        console.error("Follow-up question failed:", error);
        // Spec section 4: the flow does not advance; the typed answer stays for another try.
        setFollowUpFailedFor(current.id);
        setAiErrorOpen(true);
      } finally {
        if (mounted.current) setFollowUpPending(false);
      }
    },
    [conversation, current, awaitingReveal, followUpPending],
  );

  const setDraft = useCallback((text: string) => dispatch({ type: "draft", text }), []);

  // Submit once everything is answered, and keep trying (same idempotency key) until it is stored.
  const { idempotencyKey, sessionId, script, answers } = conversation;
  // Only an answer changes them (not typing or a reveal), so the effects below run once per answer.
  const entries = useMemo(() => toAnswerEntries({ script, answers }), [script, answers]);

  // Progress goes to the server after each answer, so it counts even if the respondent never
  // finishes. Nothing waits for it; failures are retried quietly, and the submission supersedes it.
  useEffect(() => {
    if (idempotencyKey || entries.length === 0 || finished.current) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = (attempt: number) =>
      saveProgressRemote(userId, formId, { sessionId, responses: entries }).catch((error: unknown) => {
        if (!cancelled && isRetryable(error)) timer = setTimeout(() => send(attempt + 1), retryDelay(attempt));
      });
    void send(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [idempotencyKey, entries, sessionId, userId, formId]);

  useEffect(() => {
    if (!idempotencyKey || finished.current) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setSubmission({ status: "saving" });
    submitResponses(userId, formId, { responses: entries, idempotencyKey, sessionId }).then(
      () => {
        if (cancelled) return;
        finished.current = true;
        clearProgress(storageKey);
        setSubmission({ status: "done" });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error("Saving the responses failed:", error);
        if (isRetryable(error)) {
          const retryInMs = retryDelay(attempt);
          setSubmission({ status: "retrying", error: errorMessage(error), retryInMs });
          timer = setTimeout(() => setAttempt((n) => n + 1), retryInMs);
        } else {
          setSubmission({ status: "failed", error: errorMessage(error) });
        }
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [idempotencyKey, entries, sessionId, attempt, userId, formId, storageKey]);

  const retrySubmission = useCallback(() => setAttempt((n) => n + 1), []);

  // Back online: try at once instead of waiting for the next scheduled attempt.
  const waitingToRetry = submission.status === "retrying";
  useEffect(() => {
    if (!waitingToRetry) return;
    window.addEventListener("online", retrySubmission);
    return () => window.removeEventListener("online", retrySubmission);
  }, [waitingToRetry, retrySubmission]);

  return {
    conversation,
    current: awaitingReveal ? null : current,
    /** The typing indicator: before a question appears, and while the AI writes a follow-up. */
    typing: awaitingReveal || followUpPending,
    followUpPending,
    followUpFailed: current !== null && followUpFailedFor === current.id,
    aiErrorOpen,
    closeAiError: useCallback(() => setAiErrorOpen(false), []),
    complete: isComplete(conversation),
    submission,
    answer,
    setDraft,
    retrySubmission,
  };
}
