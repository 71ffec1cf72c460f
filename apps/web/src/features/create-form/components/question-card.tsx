import { Badge, Box, Button, Group, Paper, Slider, Stack, Switch, Text, Textarea, Title } from "@mantine/core";
import { LIMITS } from "@parley/schema";
import { IconCheckbox, IconCircleDot, IconTrash } from "@tabler/icons-react";
import { OptionListEditor } from "../../../components/option-list-editor.tsx";
import { QuestionTypeSelect } from "../../../components/question-type-select.tsx";
import { hasOptions, withQuestionType } from "../../../lib/question-types.ts";
import type { DraftQuestion } from "../utils/draft.ts";
import classes from "./create-form-page.module.css";

interface QuestionCardProps {
  question: DraftQuestion;
  onChange: (next: DraftQuestion) => void;
  onDelete: () => void;
  disabled?: boolean;
}

export function QuestionCard({ question: q, onChange, onDelete, disabled = false }: QuestionCardProps) {
  const headingId = `question-${q.key}-heading`;
  const update = (patch: Partial<DraftQuestion>) => onChange({ ...q, ...patch });

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} role="group" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap" mb="md">
        <Group gap="xs" miw={0} style={{ rowGap: 4 }}>
          <Title order={3} fz="md" id={headingId} style={{ whiteSpace: "nowrap" }}>
            Question {q.id}
          </Title>
          {q.type === "open-ended" && q.requiresPrompt && (
            <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
              AI follow-ups
            </Badge>
          )}
        </Group>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={onDelete}
          disabled={disabled}
          aria-label={`Delete question ${q.id}`}
          style={{ flexShrink: 0 }}
        >
          Delete
        </Button>
      </Group>

      <Stack gap="md">
        <div className={classes.fields}>
          <Textarea
            label="Question text"
            placeholder="What would you like to ask?"
            autosize
            minRows={1}
            maxRows={5}
            maxLength={LIMITS.maxTextLength}
            value={q.question}
            // A question is one paragraph: Enter does not start a new line.
            onKeyDown={(event) => {
              if (event.key === "Enter") event.preventDefault();
            }}
            onChange={(event) => update({ question: event.currentTarget.value.replace(/\s*\n\s*/g, " ") })}
            disabled={disabled}
          />
          <QuestionTypeSelect
            label="Question type"
            value={q.type}
            onChange={(type) => onChange(withQuestionType(q, type))}
            disabled={disabled}
          />
        </div>

        {hasOptions(q.type) && (
          <Stack gap="xs" role="group" aria-label={`Options of question ${q.id}`}>
            <Text size="sm" fw={500}>
              Options
            </Text>
            <OptionListEditor
              options={q.options}
              onChange={(change) => update({ options: change(q.options) })}
              // The last option stays: a radio question without options could never be answered.
              minOptions={1}
              disabled={disabled}
              marker={
                q.type === "radio" ? (
                  <IconCircleDot size={18} color="var(--mantine-color-gray-5)" aria-hidden="true" />
                ) : (
                  <IconCheckbox size={18} color="var(--mantine-color-gray-5)" aria-hidden="true" />
                )
              }
            />
          </Stack>
        )}

        {q.type === "slider" && (
          <Box px={4} pb="lg">
            <Text size="sm" fw={500} mb="xs" id={`${headingId}-preview`}>
              Answer preview
            </Text>
            <Slider
              disabled
              min={q.min}
              max={q.max}
              step={1}
              defaultValue={Math.round((q.min + q.max) / 2)}
              marks={[
                { value: q.min, label: String(q.min) },
                { value: q.max, label: String(q.max) },
              ]}
              thumbLabel={`Slider from ${q.min} to ${q.max} (preview)`}
            />
          </Box>
        )}

        {q.type === "open-ended" && (
          <>
            <Textarea
              label="Answer preview"
              disabled
              rows={4}
              placeholder="Type your answer here..."
              styles={{ input: { resize: "none" } }}
            />
            <div>
              <Switch
                label="Prompt"
                aria-describedby={`${headingId}-prompt`}
                checked={q.requiresPrompt}
                onChange={(event) => update({ requiresPrompt: event.currentTarget.checked })}
                disabled={disabled}
              />
              <Text size="xs" c="gray.7" mt={4} id={`${headingId}-prompt`}>
                The AI asks each respondent up to two follow-up questions about their answer.
              </Text>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
