import { Alert, Button, type ButtonProps, Group, Loader, Text } from "@mantine/core";
import { IconCircleCheck, IconCloudUpload, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { SubmissionState } from "../hooks/use-conversation.ts";

/** Under the chat once every question is answered: saving, retrying, failed or saved. */
export function SubmissionStatus({ submission, onRetry }: { submission: SubmissionState; onRetry: () => void }) {
  return (
    <div role="status" aria-live="polite">
      {(submission.status === "idle" || submission.status === "saving") && (
        <Group gap="sm" justify="center">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">Saving your responses…</Text>
        </Group>
      )}
      {submission.status === "retrying" && (
        <RetryAlert {...UNSAVED.retrying} onRetry={onRetry}>
          We couldn't save your responses ({submission.error}). Trying again in{" "}
          {Math.round(submission.retryInMs / 1000)} s. Your answers are kept on this device until then.
        </RetryAlert>
      )}
      {submission.status === "failed" && (
        <RetryAlert {...UNSAVED.failed} onRetry={onRetry}>
          {submission.error} Your answers are kept on this device, so you can try again.
        </RetryAlert>
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

/** How a save that has not gone through looks: still retrying on its own, or given up. */
const UNSAVED = {
  retrying: {
    color: "yellow",
    title: "Not saved yet",
    retry: "Retry now",
    button: { variant: "white", color: "dark" },
  },
  failed: { color: "red", title: "Your responses were not saved", retry: "Try again", button: { color: "red" } },
} as const;

interface RetryAlertProps {
  color: string;
  title: string;
  /** The retry button's label. */
  retry: string;
  button: Pick<ButtonProps, "variant" | "color">;
  onRetry: () => void;
  children: ReactNode;
}

/** A save that has not gone through: why, and a button to try again at once. */
function RetryAlert({ color, title, retry, button, onRetry, children }: RetryAlertProps) {
  return (
    <Alert color={color} radius="md" icon={<IconCloudUpload size={20} aria-hidden="true" />} title={title}>
      <Text size="sm">{children}</Text>
      <Button
        size="xs"
        mt="sm"
        {...button}
        leftSection={<IconRefresh size={14} aria-hidden="true" />}
        onClick={onRetry}
      >
        {retry}
      </Button>
    </Alert>
  );
}
