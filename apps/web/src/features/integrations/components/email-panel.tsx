import { Code, Stack, Switch, Text } from "@mantine/core";
import { notifyWarning } from "../../../components/notify.ts";
import { useNotifications, useUpdateNotifications } from "../api/notifications.ts";

/** The switch for an email per completed response; without SMTP it says how to enable email. */
export function EmailPanel({ userId, formId }: { userId: string; formId: string }) {
  const settings = useNotifications(userId, formId);
  const update = useUpdateNotifications(userId, formId);
  if (settings.isPending) return <Text size="sm">Loading...</Text>;
  if (settings.isError) {
    return (
      <Text size="sm" c="red">
        {settings.error.message}
      </Text>
    );
  }
  const { emailAvailable, emailOnResponse, recipient } = settings.data;
  return (
    <Stack gap="xs">
      <Switch
        label="Email me each completed response"
        description={emailAvailable ? `Sent to ${recipient}` : undefined}
        checked={emailOnResponse}
        disabled={!emailAvailable || update.isPending}
        onChange={(event) =>
          update.mutate(
            { emailOnResponse: event.currentTarget.checked },
            { onError: (error) => notifyWarning("Error", error.message) },
          )
        }
      />
      {!emailAvailable && (
        <Text size="sm" c="dimmed" data-testid="email-unavailable">
          Email is not set up on this server. To enable it, the operator sets <Code>SMTP_URL</Code> (for example{" "}
          <Code>smtps://user:password@smtp.example.com</Code>) and <Code>MAIL_FROM</Code> and restarts Parley.
        </Text>
      )}
    </Stack>
  );
}
