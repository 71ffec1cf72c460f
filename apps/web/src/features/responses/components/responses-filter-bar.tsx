import { Group, Select, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import type { Question } from "@parley/schema";
import { useState } from "react";
import type { ResponsesFilter } from "../api/responses.ts";

const SEPARATOR = "\u0000";

interface ResponsesFilterBarProps {
  questions: Question[];
  filter: ResponsesFilter;
  onFilter: (filter: ResponsesFilter) => void;
  /** How many responses match, while a filter is set. */
  matches: number | null;
}

/** Narrows the responses paged through to those with a chosen answer and/or a theme in an open answer. */
export function ResponsesFilterBar({ questions, filter, onFilter, matches }: ResponsesFilterBarProps) {
  const [theme, setTheme] = useState(filter.theme ?? "");
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
      <TextInput
        label="Filter by theme"
        placeholder="A word in the open answers"
        value={theme}
        onChange={(event) => {
          setTheme(event.currentTarget.value);
          applyTheme(event.currentTarget.value);
        }}
        style={{ flex: "1 1 220px" }}
      />
      {matches !== null && (
        <Text role="status" fw={600} pb={8} data-testid="match-count" style={{ flexBasis: "100%" }}>
          {`${matches} matching ${matches === 1 ? "response" : "responses"}`}
        </Text>
      )}
    </Group>
  );
}
