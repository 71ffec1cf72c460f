import { Divider, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ApiKeysPanel } from "./api-keys-panel.tsx";
import { EmailPanel } from "./email-panel.tsx";
import { WebhooksPanel } from "./webhooks-panel.tsx";

/** A form's settings (the dashboard's Settings view, the overview's Integrations tab): its webhooks and email, then the account's API keys. */
export function IntegrationsPanel({ userId, formId }: { userId: string; formId: string }) {
  return (
    <Stack gap="lg">
      <Section id="webhooks-heading" title="Webhooks">
        <WebhooksPanel userId={userId} formId={formId} />
      </Section>
      <Divider />
      <Section id="email-heading" title="Email">
        <EmailPanel userId={userId} formId={formId} />
      </Section>
      <Divider />
      <Section id="api-keys-heading" title="API keys">
        <ApiKeysPanel userId={userId} />
      </Section>
    </Stack>
  );
}

/** A titled part of the panel; `id` names its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}
