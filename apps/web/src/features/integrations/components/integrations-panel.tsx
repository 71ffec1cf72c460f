import { Divider, Stack, Title } from "@mantine/core";
import { ApiKeysPanel } from "./api-keys-panel.tsx";
import { EmailPanel } from "./email-panel.tsx";
import { WebhooksPanel } from "./webhooks-panel.tsx";

/** A form's settings (the dashboard's Settings view, the overview's Integrations tab): its webhooks and email, then the account's API keys. */
export function IntegrationsPanel({ userId, formId }: { userId: string; formId: string }) {
  return (
    <Stack gap="lg">
      <section aria-labelledby="webhooks-heading">
        <Title order={3} size="h4" id="webhooks-heading" mb="xs">
          Webhooks
        </Title>
        <WebhooksPanel userId={userId} formId={formId} />
      </section>
      <Divider />
      <section aria-labelledby="email-heading">
        <Title order={3} size="h4" id="email-heading" mb="xs">
          Email
        </Title>
        <EmailPanel userId={userId} formId={formId} />
      </section>
      <Divider />
      <section aria-labelledby="api-keys-heading">
        <Title order={3} size="h4" id="api-keys-heading" mb="xs">
          API keys
        </Title>
        <ApiKeysPanel userId={userId} />
      </section>
    </Stack>
  );
}
