import { ActionIcon, Badge, Box, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Question, StoredResponse } from "@parley/schema";
import { IconChevronLeft, IconChevronRight, IconDownload, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { notifyWarning } from "../../../components/notify.ts";
import { errorText, isNotFound, NOT_AUTHENTICATED_MESSAGE, useForm, useOwner } from "../../forms/api/forms.ts";
import { StatusMessage } from "../../forms/components/status-message.tsx";
import { downloadResponsesCsv, useDeleteResponse, useFormResponses } from "../api/responses.ts";
import { clampIndex, collectAnswers } from "../utils/collect-answers.ts";

interface ResponsesViewProps {
  formId: string;
  /** Replaces the message of a missing form (the dashboard says 'Form not found'). */
  notFoundMessage?: string;
}

/** Spec section 2, Responses view: the dashboard's Responses view and the overview's Results tab. */
export function ResponsesView({ formId, notFoundMessage }: ResponsesViewProps) {
  const owner = useOwner();
  const form = useForm(owner.userId, formId);
  const responses = useFormResponses(owner.userId, formId);

  if (owner.status === "signed-out") {
    return <StatusMessage kind="error">{errorText(NOT_AUTHENTICATED_MESSAGE)}</StatusMessage>;
  }
  if (owner.status === "pending" || form.isPending || responses.isPending) {
    return <StatusMessage>Loading responses...</StatusMessage>;
  }
  const failure = form.error ?? responses.error;
  if (failure) {
    const message = notFoundMessage && isNotFound(failure) ? notFoundMessage : failure.message;
    return <StatusMessage kind="error">{errorText(message)}</StatusMessage>;
  }
  if (!form.data || !responses.data) return null;
  return (
    <ResponsesBody userId={owner.userId} formId={formId} questions={form.data.questions} responses={responses.data} />
  );
}

/** Asked before a response is deleted. */
export const DELETE_RESPONSE_CONFIRMATION = "Are you sure you want to delete this response? This cannot be undone.";

interface ResponsesBodyProps {
  userId: string | undefined;
  formId: string;
  questions: Question[];
  responses: StoredResponse[];
}

function ResponsesBody({ userId, formId, questions, responses }: ResponsesBodyProps) {
  const [requested, setIndex] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const deleteResponse = useDeleteResponse(userId, formId);
  const count = responses.length;
  const index = clampIndex(requested, count);
  const current = responses[index];

  async function download() {
    setDownloading(true);
    try {
      await downloadResponsesCsv(formId);
    } catch (error) {
      notifyWarning("Error", errorText(error instanceof Error ? error.message : String(error)));
    } finally {
      setDownloading(false);
    }
  }

  function confirmDelete(responseId: string) {
    deleteResponse.mutate(responseId, {
      onSuccess: () => setConfirming(null),
      onError: (error) => notifyWarning("Error", errorText(error.message)),
    });
  }

  return (
    <Stack gap="lg">
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Delete response"
        centered
        radius="lg"
        styles={{ title: { fontWeight: 700 } }}
      >
        <Text>{DELETE_RESPONSE_CONFIRMATION}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={deleteResponse.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={deleteResponse.isPending}
            onClick={() => confirming && confirmDelete(confirming)}
            data-autofocus
          >
            Delete
          </Button>
        </Group>
      </Modal>
      <SimpleGrid cols={2} spacing="md">
        <StatCard label="Total Responses" value={count} />
        <StatCard label="Total Questions" value={questions.length} />
      </SimpleGrid>

      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={download}
          loading={downloading}
        >
          Download CSV
        </Button>
      </Group>

      {count === 0 || !current ? (
        <StatusMessage>No responses available for this form.</StatusMessage>
      ) : (
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
          <Group justify="space-between" wrap="nowrap" mb="md">
            <ActionIcon
              variant="light"
              size="lg"
              aria-label="Previous response"
              disabled={index === 0}
              onClick={() => setIndex(clampIndex(index - 1, count))}
            >
              <IconChevronLeft size={20} aria-hidden="true" />
            </ActionIcon>
            <Stack gap={0} align="center">
              <Text fw={700} aria-live="polite" data-testid="response-position">
                {`Response: ${index + 1} / ${count}`}
              </Text>
              <Text size="xs" c="dimmed">
                {new Date(current.createdAt).toLocaleString()}
              </Text>
            </Stack>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label="Next response"
              disabled={index >= count - 1}
              onClick={() => setIndex(clampIndex(index + 1, count))}
            >
              <IconChevronRight size={20} aria-hidden="true" />
            </ActionIcon>
          </Group>

          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Title order={3} fz="lg">
              Collected Response
            </Title>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              aria-label="Delete response"
              onClick={() => setConfirming(current.id)}
            >
              Delete
            </Button>
          </Group>
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }} data-testid="collected-response">
            {collectAnswers(questions, current.responses).map((row) => (
              <Box
                component="li"
                key={row.id}
                pl={row.isFollowUp ? "md" : 0}
                style={row.isFollowUp ? { borderLeft: "3px solid var(--mantine-color-parley-2)" } : undefined}
              >
                {row.isFollowUp && (
                  <Badge size="xs" variant="light" mb={2}>
                    Follow-up
                  </Badge>
                )}
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {row.question}
                </Text>
                <Text
                  c={row.answer === null ? "dimmed" : undefined}
                  fs={row.answer === null ? "italic" : undefined}
                  style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
                >
                  {row.answer ?? "No response"}
                </Text>
              </Box>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}
