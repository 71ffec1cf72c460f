import { Alert, Button, Group, Loader, Paper, Progress, Text, VisuallyHidden } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import type { PublicForm } from "@parley/schema";
import { IconCircleCheck, IconCloudUpload, IconRefresh, IconSparkles } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useConversation } from "../hooks/use-conversation.ts";
import { isFollowUpId } from "../utils/conversation.ts";
import { AnswerInput } from "./answer-input.tsx";
import classes from "./chat.module.css";
import { Popup } from "./popup.tsx";

/** Spec section 9: the respondent goes back home 3 s after submitting. */
export const REDIRECT_AFTER_SUBMIT_MS = 3000;
export const THANK_YOU = "Thank you for your time! Your responses have been recorded.";
export const AI_UNAVAILABLE_MESSAGE = "Seems like our AI model is under construction, please try again later!";

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

  // Spec section 2: after the thank-you, back to /home in 3 s.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/home"), REDIRECT_AFTER_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const answer = (value: string, options?: { skipFollowUp?: boolean }) => {
    interacted.current = true;
    void chat.answer(value, options);
  };

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
          {chat.complete && <SubmissionStatus submission={submission} onRetry={chat.retrySubmission} />}
        </div>
      </Paper>

      <Popup
        popup={
          chat.aiErrorOpen
            ? { kind: "warning", title: "Oops!", message: AI_UNAVAILABLE_MESSAGE }
            : done
              ? {
                  kind: "success",
                  title: "Success!",
                  message: "Thank you for your response! Directing you back to the home page...",
                }
              : null
        }
        onClose={chat.aiErrorOpen ? chat.closeAiError : () => navigate("/home")}
      />
    </>
  );
}

function SubmissionStatus({
  submission,
  onRetry,
}: {
  submission: ReturnType<typeof useConversation>["submission"];
  onRetry: () => void;
}) {
  return (
    <div role="status" aria-live="polite">
      {(submission.status === "idle" || submission.status === "saving") && (
        <Group gap="sm" justify="center">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">Saving your responses…</Text>
        </Group>
      )}
      {submission.status === "retrying" && (
        <Alert color="yellow" radius="md" icon={<IconCloudUpload size={20} aria-hidden="true" />} title="Not saved yet">
          <Text size="sm">
            We couldn't save your responses ({submission.error}). Trying again in{" "}
            {Math.round(submission.retryInMs / 1000)} s. Your answers are kept on this device until then.
          </Text>
          <Button
            size="xs"
            mt="sm"
            variant="white"
            color="dark"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={onRetry}
          >
            Retry now
          </Button>
        </Alert>
      )}
      {submission.status === "failed" && (
        <Alert
          color="red"
          radius="md"
          icon={<IconCloudUpload size={20} aria-hidden="true" />}
          title="Your responses were not saved"
        >
          <Text size="sm">{submission.error} Your answers are kept on this device, so you can try again.</Text>
          <Button
            size="xs"
            mt="sm"
            color="red"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={onRetry}
          >
            Try again
          </Button>
        </Alert>
      )}
      {submission.status === "done" && (
        <Group gap="sm" justify="center">
          <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden="true" />
          <Text size="sm" fw={600}>
            Responses saved. Taking you back to the home page…
          </Text>
        </Group>
      )}
    </div>
  );
}

/** The form's own questions among these ids, follow-ups left out. */
const countBase = (ids: string[]) => ids.filter((id) => !isFollowUpId(id)).length;
