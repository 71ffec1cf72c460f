import { Badge, Box, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FormResultsSummary, Question } from "@parley/schema";
import { useResultsSummary } from "../api/responses.ts";

/** 95 -> '1 min 35 s'; null -> '–'. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "–";
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

const percent = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 100)}%`);

/** Started, completed, completion rate and median time, and where respondents stopped (of every response). */
export function CompletionOverview({
  userId,
  formId,
  questions,
}: {
  userId: string;
  formId: string;
  questions: Question[];
}) {
  const summary = useResultsSummary(userId, formId);
  if (!summary.data || summary.data.started === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="completion-title">
      <Title order={3} fz="lg" id="completion-title">
        Completion
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label="Started" value={summary.data.started} />
        <Figure label="Completed" value={summary.data.completed} />
        <Figure label="Completion rate" value={percent(summary.data.completionRate)} />
        <Figure label="Median time to complete" value={formatDuration(summary.data.medianSeconds)} />
      </SimpleGrid>
      <DropOff summary={summary.data} questions={questions} />
    </Stack>
  );
}

/** A figure of the form with its label, as the Responses view shows them. */
export function StatCard({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

const Figure = (props: { label: string; value: string | number }) => <StatCard {...props} testId="completion-figure" />;

/** Per question in the form's order: how many reached it and how many answered it, out of those who started. */
function DropOff({ summary, questions }: { summary: FormResultsSummary; questions: Question[] }) {
  const byId = new Map(summary.questions.map((q) => [String(q.questionId), q]));
  const whole = Math.max(1, summary.started);
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={4} fz="md" mb="xs" id="drop-off-title">
        Drop-off by question
      </Title>
      <Group gap="md" mb="sm" aria-hidden="true">
        <Legend color="parley.3" label="Reached" />
        <Legend color="parley.7" label="Answered" />
      </Group>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-labelledby="drop-off-title">
        {questions.map((question, index) => {
          const result = byId.get(String(question.id));
          const reached = result?.reached ?? 0;
          const answered = result?.answered ?? 0;
          return (
            <li key={String(question.id)} data-testid="drop-off-row">
              {/* On a narrow screen the figures go under the question rather than squeezing it into a column. */}
              <Group justify="space-between" gap={4} align="flex-start">
                <Text size="sm" style={{ overflowWrap: "anywhere", minWidth: 0, flex: "1 1 14rem" }}>
                  {`${index + 1}. ${question.question}`}
                </Text>
                <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                  {`${reached} reached · ${answered} answered`}
                </Text>
              </Group>
              <Progress.Root size="lg" radius="xl" mt={4} aria-hidden="true">
                <Progress.Section value={(answered / whole) * 100} color="parley.7" />
                <Progress.Section value={(Math.max(0, reached - answered) / whole) * 100} color="parley.3" />
              </Progress.Root>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <Box w={12} h={12} bg={color} style={{ borderRadius: 3 }} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/** Marks a response the respondent has not finished. */
export function PartialBadge() {
  return (
    <Badge size="sm" variant="light" color="orange" data-testid="partial-badge">
      Partial
    </Badge>
  );
}
