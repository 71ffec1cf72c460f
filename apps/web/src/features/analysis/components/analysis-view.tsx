import { Badge, Card, ColorSwatch, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { Analysis } from "@parley/schema";
import { lazy, type ReactNode, Suspense } from "react";
import { CompletedOnlySwitch } from "../../../components/completed-only-switch.tsx";
import { StatusMessage } from "../../../components/status-message.tsx";
import { useCompletedOnly } from "../../../lib/completed-only.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useOwnerId } from "../../../lib/owner.ts";
import { mainQuestions, useFormAnalysis } from "../api/analysis.ts";
import { overallSlices, questionSlices, SENTIMENT_LABELS, type SentimentSlice } from "./sentiment-slices.ts";

const SentimentChart = lazy(() => import("./sentiment-chart.tsx"));

interface AnalysisViewProps {
  formId: string;
  notFoundMessage?: string;
  /** Shows a common theme (e.g. as a way to its quotes); plain text without it. */
  renderTheme?: (theme: string) => ReactNode;
}

/** Spec section 2: the dashboard's Analyze view and the overview's Analysis tab. */
export function AnalysisView({ formId, notFoundMessage, renderTheme }: AnalysisViewProps) {
  const [completedOnly] = useCompletedOnly(formId);
  const query = useFormAnalysis(useOwnerId(), formId, completedOnly);

  let body: ReactNode;
  if (query.isPending) {
    body = <StatusMessage>Analyzing responses...</StatusMessage>;
  } else if (query.isError) {
    body = <StatusMessage kind="error">{errorText(query.error, notFoundMessage)}</StatusMessage>;
  } else if (!query.data.analysis) {
    body = <StatusMessage>No sentiment analysis results yet.</StatusMessage>;
  } else {
    body = <AnalysisBody analysis={query.data.analysis} renderTheme={renderTheme} />;
  }

  return (
    <Stack gap="lg">
      <Title order={2} fz={{ base: "xl", sm: 26 }}>
        Sentiment Analysis Dashboard
      </Title>
      <CompletedOnlySwitch formId={formId} />
      {body}
    </Stack>
  );
}

function AnalysisBody({
  analysis,
  renderTheme,
}: {
  analysis: Analysis;
  renderTheme: AnalysisViewProps["renderTheme"];
}) {
  const questions = mainQuestions(analysis);
  const overall = overallSlices(analysis.overallSentiment);

  return (
    <Stack gap="xl">
      {/* Container queries: the same view sits in the wide overview and the narrower dashboard. */}
      <SimpleGrid type="container" cols={{ base: 1, "720px": 3 }} spacing="lg">
        <Section title="Overall Sentiment">
          <Pie slices={overall} size={170} />
          <Legend slices={overall} />
        </Section>
        <Section title="Common Themes">
          <TextList items={analysis.commonThemes} empty="No common themes yet." render={renderTheme} />
        </Section>
        <Section title="Actionable Insights">
          <TextList items={analysis.actionableInsights} empty="No actionable insights yet." />
        </Section>
      </SimpleGrid>

      <Stack gap="md">
        <Title order={3} fz="xl">
          Individual Question Analysis
        </Title>
        {questions.length === 0 && <Text c="dimmed">No questions to analyse yet.</Text>}
        <SimpleGrid type="container" cols={{ base: 1, "560px": 2 }} spacing="lg">
          {questions.map((question) => (
            <Card
              key={String(question.questionId)}
              withBorder
              radius="lg"
              padding="lg"
              data-testid="question-analysis"
              component="article"
            >
              <Stack gap="sm">
                <Title order={4} fz="md" style={{ overflowWrap: "anywhere" }}>
                  {question.text}
                </Title>
                <QuestionPattern question={question} pieSize={120} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

/** A question's sentiment pie and its most common keywords (spec section 2). */
function QuestionPattern({ question, pieSize }: { question: Analysis["questions"][number]; pieSize: number }) {
  const slices = questionSlices(question);
  return (
    <>
      <Pie slices={slices} size={pieSize} />
      {question.breakdown && <Legend slices={slices} />}
      <Text size="sm" ta="center">
        Sentiment: <strong>{SENTIMENT_LABELS[question.sentiment]}</strong>
      </Text>
      <Text fw={600} size="sm">
        Response Patterns
      </Text>
      {question.responsePatterns.mostCommonKeywords.length === 0 ? (
        <Text size="sm" c="dimmed">
          No common keywords yet.
        </Text>
      ) : (
        <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {question.responsePatterns.mostCommonKeywords.map((keyword, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: keywords may repeat; the list never reorders
            <li key={`${index}:${keyword}`} style={{ maxWidth: "100%" }}>
              <Badge variant="light" radius="sm" tt="none" maw="100%">
                {keyword}
              </Badge>
            </li>
          ))}
        </Group>
      )}
    </>
  );
}

/** One open question's sentiment pie and keywords from the form's analysis, for the results by question. */
export function QuestionSentiment({ formId, questionId }: { formId: string; questionId: string }) {
  const query = useFormAnalysis(useOwnerId(), formId);
  if (query.isPending) {
    return (
      <Text size="sm" c="dimmed">
        Analyzing responses...
      </Text>
    );
  }
  const question = query.data?.analysis?.questions.find((q) => String(q.questionId) === questionId);
  if (!question) return null;
  return (
    <Stack gap="xs" data-testid="question-sentiment">
      <QuestionPattern question={question} pieSize={110} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // Each card as tall as its own content: a long insights list leaves no empty card beside it.
    <Card withBorder radius="lg" padding="lg" component="section" style={{ alignSelf: "start" }}>
      <Title order={3} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Pie({ slices, size }: { slices: SentimentSlice[]; size: number }) {
  return (
    <Suspense fallback={<Skeleton circle height={size} width={size} mx="auto" />}>
      <SentimentChart slices={slices} size={size} />
    </Suspense>
  );
}

const cssColor = (color: string) => `var(--mantine-color-${color.replace(".", "-")})`;

/** The chart's numbers as text, for everyone who cannot hover the chart. */
function Legend({ slices }: { slices: SentimentSlice[] }) {
  return (
    <Group component="ul" justify="center" gap="sm" mt="sm" p={0} style={{ listStyle: "none" }}>
      {slices.map((slice) => (
        <Group component="li" key={slice.name} gap={6} wrap="nowrap">
          <ColorSwatch color={cssColor(slice.color)} size={12} withShadow={false} aria-hidden="true" />
          <Text size="sm">
            {slice.name} {slice.value}%
          </Text>
        </Group>
      ))}
    </Group>
  );
}

function TextList({
  items,
  empty,
  render = (item) => item,
}: {
  items: string[];
  empty: string;
  render?: ((item: string) => ReactNode) | undefined;
}) {
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <List spacing="xs" size="sm">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the AI may repeat an item; order is stable
        <List.Item key={index} style={{ overflowWrap: "anywhere" }}>
          {render(item)}
        </List.Item>
      ))}
    </List>
  );
}
