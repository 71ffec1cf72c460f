import { Alert, Button, Group, Loader, Text } from "@mantine/core";
import { IconCircleCheck, IconCloudUpload, IconRefresh } from "@tabler/icons-react";
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
