import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  Slider,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { LIMITS, type QuestionType, questionTypes } from "@parley/schema";
import { IconCheckbox, IconCircleDot, IconPlus, IconTrash, IconX } from "@tabler/icons-react";
import { type DraftQuestion, hasOptions, TYPE_LABELS } from "../utils/draft.ts";
import classes from "./create-form-page.module.css";

interface QuestionCardProps {
  question: DraftQuestion;
  onChange: (next: DraftQuestion) => void;
  onDelete: () => void;
  disabled?: boolean;
}

const typeOptions = questionTypes.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

export function QuestionCard({ question: q, onChange, onDelete, disabled = false }: QuestionCardProps) {
  const headingId = `question-${q.key}-heading`;
  const update = (patch: Partial<DraftQuestion>) => onChange({ ...q, ...patch });
  const setOption = (index: number, value: string) =>
    update({ options: q.options.map((option, i) => (i === index ? value : option)) });

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} role="group" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap" mb="md">
        <Group gap="xs" wrap="nowrap" miw={0} style={{ overflow: "hidden" }}>
          <Title order={3} fz="md" id={headingId} style={{ whiteSpace: "nowrap" }}>
            Question {q.id}
          </Title>
          {q.type === "open-ended" && q.requiresPrompt && (
            <Badge size="sm" variant="light" style={{ minWidth: 0 }}>
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
          <NativeSelect
            label="Question type"
            data={typeOptions}
            value={q.type}
            // Spec section 4: changing the type keeps the question's other fields.
            // A choice question needs something to choose: give it an empty option when it has none.
            onChange={(event) => {
              const type = event.currentTarget.value as QuestionType;
              update({ type, ...(hasOptions(type) && q.options.length === 0 ? { options: [""] } : {}) });
            }}
            disabled={disabled}
          />
        </div>

        {hasOptions(q.type) && (
          <Stack gap="xs" role="group" aria-label={`Options of question ${q.id}`}>
            <Text size="sm" fw={500}>
              Options
            </Text>
            {q.options.map((option, index) => (
              // Options are plain strings; their position is their identity while editing.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Group key={index} gap="xs" wrap="nowrap">
                {q.type === "radio" ? (
                  <IconCircleDot size={18} color="var(--mantine-color-gray-5)" aria-hidden="true" />
                ) : (
                  <IconCheckbox size={18} color="var(--mantine-color-gray-5)" aria-hidden="true" />
                )}
                <TextInput
                  aria-label={`Option ${index + 1}`}
                  placeholder={`Option ${index + 1}`}
                  value={option}
                  maxLength={LIMITS.maxTextLength}
                  onChange={(event) => setOption(index, event.currentTarget.value)}
                  disabled={disabled}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Remove option ${index + 1}`}
                  onClick={() => update({ options: q.options.filter((_, i) => i !== index) })}
                  // The last option stays: a radio question without options could never be answered.
                  disabled={disabled || q.options.length === 1}
                >
                  <IconX size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() => update({ options: [...q.options, ""] })}
                disabled={disabled || q.options.length >= LIMITS.maxOptions}
              >
                Add Option
              </Button>
            </Group>
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
