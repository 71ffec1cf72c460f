import { Code, Stack, Switch, Text } from "@mantine/core";
import { notifyWarning } from "../../../components/notify.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useNotifications, useUpdateNotifications } from "../api/notifications.ts";

/** Switches for an email per completed response and a daily digest; without SMTP they say how to enable email. */
export function EmailPanel({ userId, formId }: { userId: string; formId: string }) {
  const settings = useNotifications(userId, formId);
  const update = useUpdateNotifications(userId, formId);
  if (settings.isPending) return <Text size="sm">Loading...</Text>;
  if (settings.isError) {
    return (
      <Text size="sm" c="red">
        {errorMessage(settings.error)}
      </Text>
    );
  }
  const { emailAvailable, emailOnResponse, dailyDigest, recipient } = settings.data;
  const change = (body: { emailOnResponse?: boolean; dailyDigest?: boolean }) =>
    update.mutate(body, { onError: (error) => notifyWarning("Error", errorMessage(error)) });
  return (
    <Stack gap="xs">
      <Switch
        label="Email me each completed response"
        description={emailAvailable ? `Sent to ${recipient}` : undefined}
        checked={emailOnResponse}
        disabled={!emailAvailable || update.isPending}
        onChange={(event) => change({ emailOnResponse: event.currentTarget.checked })}
      />
      <Switch
        label="Email me a daily digest"
        description={emailAvailable ? "Once a day, the day's responses in one email (none on a quiet day)" : undefined}
        checked={dailyDigest}
        disabled={!emailAvailable || update.isPending}
        onChange={(event) => change({ dailyDigest: event.currentTarget.checked })}
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
