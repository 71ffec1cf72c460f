import { ActionIcon, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { Question } from "@parley/schema";
import { IconChevronLeft, IconChevronRight, IconDownload, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CompletedOnlySwitch } from "../../../components/completed-only-switch.tsx";
import { notifyWarning } from "../../../components/notify.ts";
import { StatusMessage } from "../../../components/status-message.tsx";
import { useCompletedOnly } from "../../../lib/completed-only.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useForm } from "../../../lib/form-queries.ts";
import { useOwnerId } from "../../../lib/owner.ts";
import {
  downloadResponses,
  type ExportFormat,
  filterFromParams,
  isFiltering,
  paramsWithFilter,
  type ResponsesFilter,
  useDeleteAllResponses,
  useDeleteResponse,
  useResponsePages,
  useResultsSummary,
} from "../api/responses.ts";
import { clampIndex, collectAnswers } from "../utils/collect-answers.ts";
import { CompletionOverview, PartialBadge, StatCard } from "./completion-overview.tsx";
import { ConfirmModal } from "./confirm-modal.tsx";
import { ResponsesFilterBar } from "./responses-filter-bar.tsx";
import { ResultsSummary } from "./results-summary.tsx";

interface ResponsesViewProps {
  formId: string;
  /** Replaces the message of a missing form (the dashboard says 'Form not found'). */
  notFoundMessage?: string;
  /** More about an open question's answers in its results (sentiment, themes). */
  openEndedDetail?: (questionId: string) => ReactNode;
}

/** Spec section 2, Responses view: the dashboard's Responses view and the overview's Results tab. */
export function ResponsesView({ formId, notFoundMessage, openEndedDetail }: ResponsesViewProps) {
  const userId = useOwnerId();
  const form = useForm(userId, formId);
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const setFilter = (next: ResponsesFilter) => setParams(paramsWithFilter(params, next), { replace: true });
  const responses = useResponsePages(userId, formId, filter);

  if (form.isPending || responses.isPending) return <StatusMessage>Loading responses...</StatusMessage>;
  const failure = form.error ?? responses.error;
  if (failure) return <StatusMessage kind="error">{errorText(failure, notFoundMessage)}</StatusMessage>;
  if (!form.data || !responses.data) return null;
  return (
    <ResponsesBody
      userId={userId}
      formId={formId}
      questions={form.data.questions}
      pages={responses}
      filter={filter}
      onFilter={setFilter}
      openEndedDetail={openEndedDetail}
    />
  );
}

const EXPORTS: { format: ExportFormat; label: string }[] = [
  { format: "csv", label: "Download CSV" },
  { format: "xlsx", label: "Download Excel" },
  { format: "json", label: "Download JSON" },
];

/** Pages are fetched this many responses before the owner reaches their end. */
const PREFETCH_AHEAD = 5;

interface ResponsesBodyProps {
  userId: string;
  formId: string;
  questions: Question[];
  pages: ReturnType<typeof useResponsePages>;
  filter: ResponsesFilter;
  onFilter: (filter: ResponsesFilter) => void;
  openEndedDetail: ResponsesViewProps["openEndedDetail"];
}

function ResponsesBody({ userId, formId, questions, pages, filter, onFilter, openEndedDetail }: ResponsesBodyProps) {
  const [requested, setIndex] = useState(0);
  const filtering = isFiltering(filter);
  const summary = useResultsSummary(userId, formId);
  const matching = pages.data?.pages.at(-1)?.total ?? 0;
  // Under a filter the pages count the matches; the form's own total comes from its summary.
  const allCount = filtering ? (summary.data?.started ?? matching) : matching;
  const [completedOnly] = useCompletedOnly(formId);
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  const loaded = pages.data?.pages.flatMap((page) => page.items) ?? [];
  // The newest page knows the latest total.
  const count = pages.data?.pages.at(-1)?.total ?? 0;
  const index = clampIndex(requested, count);
  const current = loaded[index];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const needMore = index >= loaded.length - PREFETCH_AHEAD;
  const [confirming, setConfirming] = useState<"one" | "all" | null>(null);
  const shown = useRef<HTMLDivElement>(null);
  // A response opened from a quote is brought into view, below the results by question.
  const opened = filter.response && current?.id === filter.response;
  useEffect(() => {
    if (opened) shown.current?.scrollIntoView({ block: "start" });
  }, [opened]);
  const deleteOne = useDeleteResponse(userId, formId);
  const deleteAll = useDeleteAllResponses(userId, formId);

  function confirmDeletion() {
    const failed = (error: Error) => notifyWarning("Error", errorText(error));
    const done = { onError: failed, onSettled: () => setConfirming(null) };
    if (confirming === "all") deleteAll.mutate(undefined, { ...done, onSuccess: () => setIndex(0) });
    else if (current) deleteOne.mutate(current.id, done);
  }

  useEffect(() => {
    if (needMore && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [needMore, hasNextPage, isFetchingNextPage, fetchNextPage]);

  async function download(format: ExportFormat) {
    setDownloading(format);
    try {
      await downloadResponses(formId, format);
    } catch (error) {
      notifyWarning("Error", errorText(error));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Stack gap="lg">
      <SimpleGrid cols={2} spacing="md">
        <StatCard label="Total Responses" value={allCount} />
        <StatCard label="Total Questions" value={questions.length} />
      </SimpleGrid>

      <Group justify="flex-end" gap="sm">
        {allCount > 0 && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => setConfirming("all")}
          >
            Delete all responses
          </Button>
        )}
        {EXPORTS.map(({ format, label }) => (
          <Button
            key={format}
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => download(format)}
            loading={downloading === format}
            disabled={downloading !== null && downloading !== format}
          >
            {label}
          </Button>
        ))}
      </Group>

      <CompletionOverview userId={userId} formId={formId} questions={questions} />
      {allCount > 0 && <CompletedOnlySwitch formId={formId} />}
      <ResultsSummary
        userId={userId}
        formId={formId}
        questions={questions}
        completedOnly={completedOnly}
        openEndedDetail={openEndedDetail}
      />

      {(count > 0 || filtering) && (
        <ResponsesFilterBar
          questions={questions}
          filter={filter}
          onFilter={(next) => {
            setIndex(0);
            onFilter(next);
          }}
          matches={filtering ? count : null}
          of={allCount}
        />
      )}

      {count === 0 && filtering ? null : count === 0 ? (
        <StatusMessage>No responses available for this form.</StatusMessage>
      ) : (
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} ref={shown} style={{ scrollMarginTop: 80 }}>
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
              {current?.status === "partial" && <PartialBadge />}
              <Text size="xs" c="dimmed">
                {current ? new Date(current.createdAt).toLocaleString() : "\u00a0"}
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

          <Group justify="space-between" mb="sm" gap="xs">
            <Title order={3} fz="lg">
              Collected Response
            </Title>
            {current && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => setConfirming("one")}
                style={{ flexShrink: 0 }}
              >
                Delete response
              </Button>
            )}
          </Group>
          {!current ? (
            pages.isFetchNextPageError ? (
              <StatusMessage kind="error">{errorText(pages.error)}</StatusMessage>
            ) : (
              <StatusMessage>Loading responses...</StatusMessage>
            )
          ) : (
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
          )}
        </Paper>
      )}
      <ConfirmModal
        opened={confirming !== null}
        title={confirming === "all" ? "Delete all responses" : "Delete response"}
        confirmLabel={confirming === "all" ? "Delete all" : "Delete"}
        pending={deleteOne.isPending || deleteAll.isPending}
        onConfirm={confirmDeletion}
        onCancel={() => setConfirming(null)}
      >
        {confirming === "all"
          ? `Are you sure you want to delete all ${allCount} ${allCount === 1 ? "response" : "responses"} of this form? This cannot be undone.`
          : `Are you sure you want to delete response ${index + 1}? This cannot be undone.`}
      </ConfirmModal>
    </Stack>
  );
}
