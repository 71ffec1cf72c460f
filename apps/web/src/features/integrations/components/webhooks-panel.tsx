import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
} from "@mantine/core";
import type { Webhook } from "@parley/schema";
import { IconCheck, IconCopy, IconSend, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { notify, notifyWarning } from "../../../components/notify.ts";
import { errorMessage } from "../../../lib/api.ts";
import { scrollable } from "../../../lib/scrollable.ts";
import { useAddWebhook, useDeliveries, useRemoveWebhook, useTestWebhook, useWebhooks } from "../api/webhooks.ts";
import { FieldWithSubmit } from "./field-with-submit.tsx";

const statusColor = { pending: "yellow", delivered: "green", failed: "red" } as const;

/** The form's webhook endpoints: add, test, remove, and each one's recent deliveries. */
export function WebhooksPanel({ userId, formId }: { userId: string; formId: string }) {
  const hooks = useWebhooks(userId, formId);
  const add = useAddWebhook(userId, formId);
  const [partialUpdates, setPartialUpdates] = useState(false);

  async function submit(url: string) {
    await add.mutateAsync({ url: url.trim(), partialUpdates });
    setPartialUpdates(false);
    notify({ message: "Webhook added." });
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Parley POSTs each completed response as JSON to these URLs, signed with the endpoint's secret in the{" "}
        <Code>Parley-Signature</Code> header (<Code>sha256=</Code> HMAC of the body). Failed deliveries are retried for
        25 hours.
      </Text>
      <FieldWithSubmit
        label="Endpoint URL"
        placeholder="https://example.com/parley-webhook"
        submit="Add"
        mutation={add}
        onSubmit={submit}
      >
        <Checkbox
          mt="xs"
          checked={partialUpdates}
          onChange={(e) => setPartialUpdates(e.currentTarget.checked)}
          label="Also send partial updates"
          description={
            <>
              A <Code>response.updated</Code> event each time a respondent answers, before the response is completed.
            </>
          }
        />
      </FieldWithSubmit>
      {hooks.isPending ? (
        <Text size="sm">Loading webhooks...</Text>
      ) : hooks.isError ? (
        <Text size="sm" c="red">
          {errorMessage(hooks.error)}
        </Text>
      ) : hooks.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No webhooks yet.
        </Text>
      ) : (
        hooks.data.map((hook) => <WebhookCard key={hook.id} userId={userId} formId={formId} hook={hook} />)
      )}
    </Stack>
  );
}

function WebhookCard({ userId, formId, hook }: { userId: string; formId: string; hook: Webhook }) {
  const deliveries = useDeliveries(userId, formId, hook.id);
  const remove = useRemoveWebhook(userId, formId);
  const test = useTestWebhook(userId, formId);

  return (
    <Paper withBorder radius="md" p="sm" data-testid="webhook">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0, flex: "1 1 16rem" }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {hook.url}
          </Text>
          <Text size="xs" c="dimmed">
            {hook.partialUpdates ? "Completed responses and partial updates" : "Completed responses"}
          </Text>
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              Secret
            </Text>
            <Code style={{ overflowWrap: "anywhere" }}>{hook.secret}</Code>
            <CopyButton value={hook.secret}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? "Copied" : "Copy secret"}>
                  <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label="Copy secret">
                    {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden="true" />}
            loading={test.isPending}
            onClick={() =>
              test.mutate(hook.id, {
                onSuccess: () => notify({ message: "Test delivery queued." }),
                onError: (error) => notifyWarning("Error", errorMessage(error)),
              })
            }
          >
            Send test
          </Button>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove webhook ${hook.url}`}
            loading={remove.isPending}
            onClick={() => remove.mutate(hook.id, { onError: (error) => notifyWarning("Error", errorMessage(error)) })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {/* Status and attempts first: on a phone they show before the table scrolls. */}
      {deliveries.data && deliveries.data.length > 0 ? (
        <Table.ScrollContainer minWidth={480} mt="sm" scrollAreaProps={scrollable(`Deliveries to ${hook.url}`)}>
          <Table fz="xs" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Status</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>Last error</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.data.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={statusColor[d.status]} w="max-content">
                      {d.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{d.attempts}</Table.Td>
                  <Table.Td>{d.event}</Table.Td>
                  <Table.Td>{new Date(d.createdAt).toLocaleString()}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{d.lastError ?? ""}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="xs" c="dimmed" mt="xs">
          No deliveries yet.
        </Text>
      )}
    </Paper>
  );
}
