import { Anchor, Badge, Button, Group, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import type { Sentiment } from "@parley/schema";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { StatusMessage } from "../../../components/status-message.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useOwnerId } from "../../../lib/owner.ts";
import { useThemeQuotes } from "../api/quotes.ts";

const SENTIMENT: Record<Sentiment, { label: string; color: string }> = {
  positive: { label: "Positive", color: "blue" },
  negative: { label: "Negative", color: "red" },
  neutral: { label: "Neutral", color: "yellow" },
};

export function SentimentBadge({ sentiment }: { sentiment: Sentiment }) {
  const { label, color } = SENTIMENT[sentiment];
  return (
    <Badge color={color} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

interface ThemeQuotesProps {
  formId: string;
  /** The theme's label, as the analysis or the themes list names it. */
  theme: string;
  /** Only the answers to this question and its follow-ups. */
  questionId?: string;
  /** What is clicked: the theme as shown. */
  children: ReactNode;
}

/** A theme that opens the answers behind it, each with its sentiment and a link to its response. */
export function ThemeQuotes({ formId, theme, questionId, children }: ThemeQuotesProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <UnstyledButton
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
        data-testid="theme-link"
        // A button is laid out as an inline block whatever its display: aligned to the top, a theme
        // that wraps keeps its list bullet on its first line.
        style={{ verticalAlign: "top", textAlign: "left", textDecoration: "underline", textUnderlineOffset: 3 }}
      >
        {children}
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Answers about "${theme}"`}
        size="lg"
        radius="lg"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {opened && <QuoteList formId={formId} theme={theme} questionId={questionId} onLeave={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function QuoteList({
  formId,
  theme,
  questionId,
  onLeave,
}: {
  formId: string;
  theme: string;
  questionId?: string;
  onLeave: () => void;
}) {
  const quotes = useThemeQuotes(useOwnerId(), formId, theme, questionId);
  if (quotes.isPending) return <StatusMessage>Reading the answers...</StatusMessage>;
  if (quotes.isError) return <StatusMessage kind="error">{errorText(quotes.error)}</StatusMessage>;
  const { total, items } = quotes.data;
  if (total === 0) return <StatusMessage>No answers name this theme.</StatusMessage>;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" data-testid="quote-count">
          {items.length < total
            ? `The first ${items.length} of ${total} answers`
            : `${total} ${total === 1 ? "answer" : "answers"}`}
        </Text>
        <Button component={Link} to={`?${new URLSearchParams({ theme })}`} variant="light" size="xs" onClick={onLeave}>
          Show these responses
        </Button>
      </Group>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} data-testid="quotes">
        {items.map((quote) => (
          <li key={`${quote.responseId}:${quote.questionId}`}>
            <Stack gap={4} p="sm" style={{ borderLeft: "3px solid var(--mantine-color-parley-3)" }}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{quote.answer}</Text>
                <SentimentBadge sentiment={quote.sentiment} />
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {quote.questionId.includes(".") ? `Follow-up: ${quote.question}` : quote.question}
                </Text>
                <Anchor
                  component={Link}
                  to={`?${new URLSearchParams({ response: quote.responseId })}`}
                  size="sm"
                  onClick={onLeave}
                >
                  Open response
                </Anchor>
              </Group>
            </Stack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
