import { Alert, Anchor, Button, Code, CopyButton, Stack, Table, Text } from "@mantine/core";
import type { CreatedApiKey } from "@parley/schema";
import { useState } from "react";
import { notifyWarning } from "../../../components/notify.ts";
import { errorMessage } from "../../../lib/api.ts";
import { scrollable } from "../../../lib/scrollable.ts";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/api-keys.ts";
import { FieldWithSubmit } from "./field-with-submit.tsx";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "Never");

/** The owner's API keys: they act for the whole account, on every form. */
export function ApiKeysPanel({ userId }: { userId: string }) {
  const keys = useApiKeys(userId);
  const create = useCreateApiKey(userId);
  const revoke = useRevokeApiKey(userId);
  const [fresh, setFresh] = useState<CreatedApiKey | null>(null);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Scripts send a key as <Code>Authorization: Bearer &lt;key&gt;</Code> and can then do what you can on all your
        forms. The API is described at{" "}
        <Anchor href="/api/docs" target="_blank" underline="always">
          /api/docs
        </Anchor>
        .
      </Text>
      <FieldWithSubmit
        label="Key name"
        placeholder="Nightly export"
        submit="Create key"
        mutation={create}
        onSubmit={async (name) => setFresh(await create.mutateAsync({ name }))}
      />
      {fresh && (
        <Alert color="green" title={`Key "${fresh.name}" created`} withCloseButton onClose={() => setFresh(null)}>
          <Stack gap="xs">
            <Text size="sm">Copy it now: it is shown only once.</Text>
            <Code block data-testid="new-api-key" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
              {fresh.key}
            </Code>
            <CopyButton value={fresh.key}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? "Copied" : "Copy key"}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      )}
      {keys.data && keys.data.length > 0 ? (
        <Table.ScrollContainer minWidth={420} scrollAreaProps={scrollable("API keys")}>
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{key.name}</Table.Td>
                  <Table.Td>{when(key.createdAt)}</Table.Td>
                  <Table.Td>{when(key.lastUsedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Revoke key ${key.name}`}
                      onClick={() =>
                        revoke.mutate(key.id, { onError: (error) => notifyWarning("Error", errorMessage(error)) })
                      }
                    >
                      Revoke
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : keys.isError ? (
        <Text size="sm" c="red">
          {errorMessage(keys.error)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {keys.isPending ? "Loading keys..." : "No API keys yet."}
        </Text>
      )}
    </Stack>
  );
}
