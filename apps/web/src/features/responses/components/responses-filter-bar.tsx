import { Button, Group, Select, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { type Question, type Sentiment, sentimentSchema } from "@parley/schema";
import { useEffect, useState } from "react";
import type { ResponsesFilter } from "../api/responses.ts";

const SEPARATOR = "\u0000";

const SENTIMENTS: { value: Sentiment; label: string }[] = [
  { value: "positive", label: "Positive" },
  { value: "negative", label: "Negative" },
  { value: "neutral", label: "Neutral" },
];

interface ResponsesFilterBarProps {
  questions: Question[];
  filter: ResponsesFilter;
  onFilter: (filter: ResponsesFilter) => void;
  /** How many responses match, while a filter is set. */
  matches: number | null;
  /** How many responses the form has. */
  of: number;
}

/**
 * Narrows the responses paged through to those with a chosen answer, an open answer of a sentiment
 * or on a theme, or the one response a quote linked to; and says how many match.
 */
export function ResponsesFilterBar({ questions, filter, onFilter, matches, of }: ResponsesFilterBarProps) {
  const [theme, setTheme] = useState(filter.theme ?? "");
  // A theme set from elsewhere (a quote's 'Show these responses') shows in the box.
  useEffect(() => setTheme(filter.theme ?? ""), [filter.theme]);
  const applyTheme = useDebouncedCallback(
    (value: string) => onFilter({ ...filter, theme: value.trim() || undefined }),
    400,
  );
  const choices = questions
    .filter((q) => (q.type === "radio" || q.type === "checkbox") && (q.options?.length ?? 0) > 0)
    .map((q) => ({
      group: q.question,
      items: (q.options ?? []).map((o) => ({ value: `${q.id}${SEPARATOR}${o.value}`, label: o.value })),
    }));
  const selected = filter.question && filter.choice ? `${filter.question}${SEPARATOR}${filter.choice}` : null;
  const hasOpen = questions.some((q) => q.type === "open-ended");

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {choices.length > 0 && (
        <Select
          label="Filter by answer"
          placeholder="Any answer"
          data={choices}
          value={selected}
          clearable
          searchable
          onChange={(value) => {
            const [question, choice] = value ? value.split(SEPARATOR) : [];
            onFilter({ ...filter, question, choice });
          }}
          style={{ flex: "1 1 220px" }}
        />
      )}
      {hasOpen && (
        <Select
          label="Filter by sentiment"
          placeholder="Any sentiment"
          description="Responses with an open answer of this sentiment"
          data={SENTIMENTS}
          value={filter.sentiment ?? null}
          clearable
          onChange={(value) => onFilter({ ...filter, sentiment: sentimentSchema.safeParse(value).data })}
          style={{ flex: "1 1 180px" }}
        />
      )}
      <TextInput
        label="Filter by theme"
        placeholder="A theme or a word in the open answers"
        value={theme}
        onChange={(event) => {
          setTheme(event.currentTarget.value);
          applyTheme(event.currentTarget.value);
        }}
        style={{ flex: "1 1 220px" }}
      />
      {filter.response && (
        <Group gap="xs" style={{ flexBasis: "100%" }}>
          <Text size="sm">Showing the response opened from a theme's answers.</Text>
          <Button size="xs" variant="light" onClick={() => onFilter({ ...filter, response: undefined })}>
            Show all responses
          </Button>
        </Group>
      )}
      {matches !== null && (
        <Text role="status" fw={600} pb={8} data-testid="match-count" style={{ flexBasis: "100%" }}>
          {`${matches} of ${of} ${of === 1 ? "response matches" : "responses match"}`}
        </Text>
      )}
    </Group>
  );
}
