import { Group, Stack, Text } from "@mantine/core";
import { useOwnerId } from "../../../lib/owner.ts";
import { useFormThemes } from "../api/quotes.ts";
import { ThemeQuotes } from "./theme-quotes.tsx";

/** The themes of one open question (its follow-ups included), each opening its quotes. */
export function QuestionThemes({ formId, questionId }: { formId: string; questionId: string }) {
  const themes = useFormThemes(useOwnerId(), formId);
  if (themes.isPending) {
    return (
      <Text size="sm" c="dimmed">
        Reading the themes...
      </Text>
    );
  }
  if (themes.isError) return null;
  const list = themes.data.questions.find((q) => q.questionId === questionId)?.themes ?? [];
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        Themes
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No themes in these answers yet.
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }} data-testid="question-themes">
          {list.map((theme) => (
            <Group component="li" key={theme.label} justify="space-between" gap="xs" wrap="nowrap">
              <ThemeQuotes formId={formId} theme={theme.label} questionId={questionId}>
                <Text size="sm" span>
                  {theme.label}
                </Text>
              </ThemeQuotes>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {[
                  // Answers, follow-ups included: the keywords above count respondents.
                  `${theme.count} ${theme.count === 1 ? "answer" : "answers"}`,
                  theme.negative ? `${theme.negative} negative` : "",
                  theme.positive ? `${theme.positive} positive` : "",
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
