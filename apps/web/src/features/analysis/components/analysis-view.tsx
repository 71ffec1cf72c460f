import { Badge, Card, ColorSwatch, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { Analysis } from "@parley/schema";
import { lazy, type ReactNode, Suspense } from "react";
import { StatusMessage } from "../../../components/status-message.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useOwnerId } from "../../../lib/owner.ts";
import { mainQuestions, useFormAnalysis } from "../api/analysis.ts";
import { overallSlices, questionSlices, SENTIMENT_LABELS, type SentimentSlice } from "./sentiment-slices.ts";

const SentimentChart = lazy(() => import("./sentiment-chart.tsx"));

interface AnalysisViewProps {
  formId: string;
  notFoundMessage?: string;
}

/** Spec section 2: the dashboard's Analyze view and the overview's Analysis tab. */
export function AnalysisView({ formId, notFoundMessage }: AnalysisViewProps) {
  const query = useFormAnalysis(useOwnerId(), formId);

  let body: ReactNode;
  if (query.isPending) {
    body = <StatusMessage>Analyzing responses...</StatusMessage>;
  } else if (query.isError) {
    body = <StatusMessage kind="error">{errorText(query.error, notFoundMessage)}</StatusMessage>;
  } else if (!query.data.analysis) {
    body = <StatusMessage>No sentiment analysis results yet.</StatusMessage>;
  } else {
    body = <AnalysisBody analysis={query.data.analysis} />;
  }

  return (
    <Stack gap="lg">
      <Title order={2} fz={{ base: "xl", sm: 26 }}>
        Sentiment Analysis Dashboard
      </Title>
      {body}
    </Stack>
  );
}

function AnalysisBody({ analysis }: { analysis: Analysis }) {
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
          <TextList items={analysis.commonThemes} empty="No common themes yet." />
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
                <Pie slices={questionSlices(question.sentiment)} size={120} />
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
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section">
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

function TextList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <List spacing="xs" size="sm">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the AI may repeat an item; order is stable
        <List.Item key={index} style={{ overflowWrap: "anywhere" }}>
          {item}
        </List.Item>
      ))}
    </List>
  );
}
