import { Button, Group, Paper, Progress, Text, VisuallyHidden } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import type { PublicForm } from "@parley/schema";
import { isFollowUpId } from "@parley/schema";
import { IconSparkles } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { PopupContent } from "../../../components/popup.tsx";
import { useConversation } from "../hooks/use-conversation.ts";
import classes from "./chat.module.css";

/** Spec section 9: the respondent goes back home 3 s after submitting. */
export const REDIRECT_AFTER_SUBMIT_MS = 3000;
export const THANK_YOU = "Thank you for your time! Your responses have been recorded.";
export const AI_UNAVAILABLE_MESSAGE = "Seems like our AI model is under construction, please try again later!";

// What the chat shows only once a question is asked or every answer is given is fetched while the
// form loads (preloadChatParts), not before the page can draw: the first question only appears
// after a 3 s typing indicator anyway. The popup (a Mantine Modal, the largest part) is fetched
// once the respondent starts answering, or when it has to show.
const loadAnswerInput = () => import("./answer-input.tsx");
const loadSubmissionStatus = () => import("./submission-status.tsx");
const AnswerInput = lazy(async () => ({ default: (await loadAnswerInput()).AnswerInput }));
const SubmissionStatus = lazy(async () => ({ default: (await loadSubmissionStatus()).SubmissionStatus }));
const Popup = lazy(async () => ({ default: (await import("../../../components/popup.tsx")).Popup }));

/** Starts fetching the chat's later parts, so they are there when needed. */
export function preloadChatParts(): void {
  void loadAnswerInput();
  void loadSubmissionStatus();
}

interface ChatViewProps {
  form: PublicForm;
  userId: string;
  formId: string;
}

export function ChatView({ form, userId, formId }: ChatViewProps) {
  const navigate = useNavigate();
  const reduceMotion = useReducedMotion();
  const chat = useConversation({ form, userId, formId });
  const { conversation, current, submission } = chat;
  const log = useRef<HTMLDivElement>(null);
  // Focus follows the conversation only once the respondent has started answering on this page.
  const interacted = useRef(false);
  const [popupWanted, setPopupWanted] = useState(false);
  const done = submission.status === "done";

  const shown = conversation.script.slice(0, Math.min(conversation.revealed, conversation.script.length));
  const answeredBase = countBase(Object.keys(conversation.answers));
  const totalBase = countBase(conversation.script.map((q) => q.id));

  // Keep the newest message in view.
  const lastMessage = `${shown.length}/${conversation.position}/${chat.typing}/${done}`;
  useEffect(() => {
    const element = log.current;
    if (!element || !lastMessage) return;
    if (typeof element.scrollTo === "function") {
      element.scrollTo({ top: element.scrollHeight, behavior: reduceMotion ? "auto" : "smooth" });
    } else {
      element.scrollTop = element.scrollHeight;
    }
  }, [lastMessage, reduceMotion]);

  // Spec section 2: after the thank-you, back to /home in 3 s, counted from the render that shows it.
  useLayoutEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/home"), REDIRECT_AFTER_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const answer = (value: string, options?: { skipFollowUp?: boolean }) => {
    interacted.current = true;
    setPopupWanted(true);
    void chat.answer(value, options);
  };

  const popup: PopupContent | null = chat.aiErrorOpen
    ? { kind: "warning", title: "Oops!", message: AI_UNAVAILABLE_MESSAGE }
    : done
      ? {
          kind: "success",
          title: "Success!",
          message: "Thank you for your response! Directing you back to the home page...",
        }
      : null;

  return (
    <>
      <Progress
        value={totalBase === 0 ? 0 : (answeredBase / totalBase) * 100}
        size="sm"
        radius="xl"
        aria-label={`${answeredBase} of ${totalBase} questions answered`}
      />
      <Paper withBorder radius="lg" shadow="sm" mt="sm" className={classes.chat}>
        <div
          ref={log}
          className={classes.log}
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
          tabIndex={0}
          data-lenis-prevent
        >
          {shown.map((q, index) => {
            const answered = index < conversation.position ? conversation.answers[q.id] : undefined;
            return (
              <div key={q.id} style={{ display: "contents" }}>
                <div className={classes.row}>
                  <span className={classes.avatar} aria-hidden="true">
                    P
                  </span>
                  <div className={`${classes.bubble} ${classes.question}`} data-testid="question-bubble">
                    {isFollowUpId(q.id) && (
                      <span className={classes.followUpTag}>
                        <IconSparkles size={12} aria-hidden="true" /> Follow-up
                      </span>
                    )}
                    <VisuallyHidden>Parley asks: </VisuallyHidden>
                    {q.question}
                  </div>
                </div>
                {answered !== undefined && (
                  <div className={`${classes.row} ${classes.rowRight}`}>
                    <div className={`${classes.bubble} ${classes.answer}`} data-testid="answer-bubble">
                      <VisuallyHidden>You answered: </VisuallyHidden>
                      {answered === "" ? <em>No option selected</em> : answered}
                    </div>
                  </div>
                )}
              </div>
            );
          })}
          {chat.typing && (
            <div className={classes.row} data-testid="typing-indicator">
              <span className={classes.avatar} aria-hidden="true">
                P
              </span>
              <div className={`${classes.bubble} ${classes.question} ${classes.typing}`}>
                <span aria-hidden="true" />
                <span aria-hidden="true" />
                <span aria-hidden="true" />
                <VisuallyHidden>Parley is typing…</VisuallyHidden>
              </div>
            </div>
          )}
          {done && (
            <div className={classes.row}>
              <span className={classes.avatar} aria-hidden="true">
                P
              </span>
              <div className={`${classes.bubble} ${classes.question}`}>{THANK_YOU}</div>
            </div>
          )}
        </div>

        <div className={classes.composer} data-lenis-prevent>
          {current && (
            <>
              <Suspense fallback={null}>
                <AnswerInput
                  key={current.id}
                  question={current}
                  previousAnswer={conversation.answers[current.id]}
                  draft={conversation.draft}
                  onDraftChange={chat.setDraft}
                  onAnswer={(value) => answer(value)}
                  pending={chat.followUpPending}
                  autoFocus={interacted.current}
                />
              </Suspense>
              {chat.followUpFailed && !chat.followUpPending && (
                <Group justify="flex-end" mt="xs">
                  <Button
                    variant="subtle"
                    size="xs"
                    disabled={conversation.draft.trim() === ""}
                    onClick={() => answer(conversation.draft.trim(), { skipFollowUp: true })}
                  >
                    Continue without a follow-up question
                  </Button>
                </Group>
              )}
            </>
          )}
          {!current && !chat.complete && (
            <Text size="sm" c="gray.7" ta="center">
              Parley is typing…
            </Text>
          )}
          {chat.complete && (
            <Suspense fallback={null}>
              <SubmissionStatus submission={submission} onRetry={chat.retrySubmission} />
            </Suspense>
          )}
        </div>
      </Paper>

      {(popupWanted || popup) && (
        <Suspense fallback={null}>
          <Popup popup={popup} onClose={chat.aiErrorOpen ? chat.closeAiError : () => navigate("/home")} />
        </Suspense>
      )}
    </>
  );
}

/** The form's own questions among these ids, follow-ups left out. */
const countBase = (ids: string[]) => ids.filter((id) => !isFollowUpId(id)).length;
