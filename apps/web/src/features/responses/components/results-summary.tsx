import { Box, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FormResultsSummary, Question, QuestionSummary } from "@parley/schema";
import type { ReactNode } from "react";
import { StatusMessage } from "../../../components/status-message.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useResultsSummary } from "../api/responses.ts";

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Per-question results that fit the type, above the response-by-response view. */
export function ResultsSummary({
  userId,
  formId,
  questions,
  completedOnly = false,
  openEndedDetail,
}: {
  userId: string;
  formId: string;
  questions: Question[];
  /** The owner's switch: partial responses left out. */
  completedOnly?: boolean;
  /** An open question's sentiment, keywords and themes; a pointer to the analysis without it. */
  openEndedDetail?: ((questionId: string) => ReactNode) | undefined;
}) {
  const summary = useResultsSummary(userId, formId, completedOnly);
  if (summary.isPending) return <StatusMessage>Loading results...</StatusMessage>;
  if (summary.isError) return <StatusMessage kind="error">{errorText(summary.error)}</StatusMessage>;
  if (summary.data.started === 0) return null;
  return <SummaryBody summary={summary.data} questions={questions} openEndedDetail={openEndedDetail} />;
}

function SummaryBody({
  summary,
  questions,
  openEndedDetail,
}: {
  summary: FormResultsSummary;
  questions: Question[];
  openEndedDetail: ((questionId: string) => ReactNode) | undefined;
}) {
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  return (
    <Stack gap="sm" component="section" aria-labelledby="results-by-question">
      <Title order={3} fz="lg" id="results-by-question">
        Results by question
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {summary.questions.map((item) => {
          const question = byId.get(String(item.questionId));
          if (!question) return null;
          return (
            <QuestionResult
              key={String(item.questionId)}
              question={question}
              result={item}
              detail={question.type === "open-ended" ? openEndedDetail?.(String(question.id)) : undefined}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function QuestionResult({
  question,
  result,
  detail,
}: {
  question: Question;
  result: QuestionSummary;
  detail: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid="question-result" style={{ alignSelf: "start" }}>
      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
        {question.question}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {plural(result.answered, "answer", "answers")}
        {result.followUpsAnswered !== undefined &&
          ` · ${plural(result.followUpsAnswered, "follow-up answer", "follow-up answers")}`}
      </Text>
      {result.options && <OptionBars options={result.options} answered={result.answered} />}
      {result.histogram && <Distribution result={result} />}
      {question.type === "open-ended" && result.answered > 0 && detail}
      {question.type === "open-ended" && detail === undefined && (
        <Text size="sm" c="dimmed">
          Sentiment and keywords of these answers are in the analysis.
        </Text>
      )}
    </Paper>
  );
}

function OptionBars({ options, answered }: { options: { value: string; count: number }[]; answered: number }) {
  return (
    <Stack component="ul" gap={8} p={0} m={0} style={{ listStyle: "none" }}>
      {options.map((option) => {
        const share = percent(option.count, answered);
        return (
          <li key={option.value}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: "anywhere", minWidth: 0 }}>
                {option.value}
              </Text>
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                {`${option.count} · ${share}%`}
              </Text>
            </Group>
            <Progress value={share} size="md" radius="xl" aria-label={`${option.value}: ${option.count}, ${share}%`} />
          </li>
        );
      })}
    </Stack>
  );
}

function Distribution({ result }: { result: QuestionSummary }) {
  const histogram = result.histogram ?? [];
  const highest = Math.max(1, ...histogram.map((bar) => bar.count));
  return (
    <>
      <Box
        component="ul"
        aria-label="Distribution of answers"
        p={0}
        m={0}
        style={{ listStyle: "none", display: "flex", alignItems: "flex-end", gap: 4, height: 120 }}
      >
        {histogram.map((bar) => (
          <Box
            component="li"
            key={bar.value}
            aria-label={`${bar.value}: ${bar.count}`}
            title={`${bar.value}: ${bar.count}`}
            style={{ flex: 1, display: "flex", flexDirection: "column", alignItems: "center", height: "100%" }}
          >
            <Box
              style={{ flex: 1, width: "100%", display: "flex", flexDirection: "column", justifyContent: "flex-end" }}
            >
              {bar.count > 0 && (
                <Text size="xs" fw={600} ta="center" lh="16px" aria-hidden="true">
                  {bar.count}
                </Text>
              )}
              {/* The tallest bar leaves room for its count above it. */}
              <Box
                w="100%"
                bg="parley.6"
                style={{
                  height: `calc((100% - 16px) * ${bar.count / highest})`,
                  minHeight: bar.count > 0 ? 2 : 0,
                  borderRadius: 4,
                }}
              />
            </Box>
            <Text size="xs" c="dimmed" aria-hidden="true">
              {bar.value}
            </Text>
          </Box>
        ))}
      </Box>
      <Group gap="lg" mt="xs">
        <Text size="sm">
          Mean <b>{result.mean ?? "–"}</b>
        </Text>
        <Text size="sm">
          Median <b>{result.median ?? "–"}</b>
        </Text>
      </Group>
    </>
  );
}
