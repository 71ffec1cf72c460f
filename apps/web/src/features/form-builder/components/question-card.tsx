import {
  Badge,
  Box,
  Button,
  Fieldset,
  Group,
  Paper,
  Slider,
  Stack,
  Switch,
  Text,
  Textarea,
  type TextareaProps,
  Title,
} from "@mantine/core";
import { hasOptions, LIMITS } from "@parley/schema";
import { IconCheckbox, IconCircleDot, IconTrash } from "@tabler/icons-react";
import type { useBuilderQuestions } from "../hooks/use-builder-questions.ts";
import { type BuilderMode, type BuilderQuestion, withQuestionType } from "../utils/builder.ts";
import classes from "./create-form-page.module.css";
import { OptionListEditor } from "./option-list-editor.tsx";
import { QuestionTypeSelect } from "./question-type-select.tsx";

/** What each screen calls its fields (spec section 2 names the editor's 'Question Text' and 'Question Type'). */
const LABELS = {
  creator: { text: "Question text", type: "Question type", delete: "Delete question" },
  editor: { text: "Question Text", type: "Question Type", delete: "Delete Question" },
} as const;

/** The creator's question text is one paragraph (Enter does not start a new line); the editor's a plain box. */
const TEXT_FIELD: Record<BuilderMode, Partial<TextareaProps>> = {
  creator: {
    placeholder: "What would you like to ask?",
    autosize: true,
    minRows: 1,
    maxRows: 5,
    maxLength: LIMITS.maxTextLength,
    onKeyDown: (event) => {
      if (event.key === "Enter") event.preventDefault();
    },
  },
  editor: { rows: 2, resize: "vertical" },
};

interface QuestionCardProps {
  mode: BuilderMode;
  /** The heading's 'Question N'. */
  number: number;
  question: BuilderQuestion;
  /** Applies a change to the latest version of this question. */
  onChange: (change: (q: BuilderQuestion) => BuilderQuestion) => void;
  onDelete: () => void;
  disabled?: boolean;
}

/** One question of the form being built: its text, type, options and the type's own settings. */
export function QuestionCard({ mode, number, question: q, onChange, onDelete, disabled = false }: QuestionCardProps) {
  const creator = mode === "creator";
  const labels = LABELS[mode];
  const heading = `Question ${number}`;
  const headingId = `question-${q.key}-heading`;

  const textField = (
    <Textarea
      {...TEXT_FIELD[mode]}
      label={labels.text}
      value={q.question}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange((current) => ({ ...current, question: creator ? value.replace(/\s*\n\s*/g, " ") : value }));
      }}
      disabled={disabled}
    />
  );
  const typeSelect = (
    <QuestionTypeSelect
      label={labels.type}
      value={q.type}
      onChange={(type) => onChange((current) => withQuestionType(current, type))}
      disabled={disabled}
    />
  );
  const promptSwitch = (description: string | undefined) => (
    <Switch
      label="Prompt"
      description={description}
      aria-describedby={description ? undefined : `${headingId}-prompt`}
      checked={q.requiresPrompt}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        onChange((current) => ({ ...current, requiresPrompt: checked }));
      }}
      disabled={disabled}
    />
  );

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      {...(creator ? { role: "group" } : { component: "section" })}
      aria-labelledby={headingId}
    >
      <Group justify="space-between" wrap="nowrap" mb="md">
        <Group gap="xs" miw={0} style={{ rowGap: 4 }}>
          <Title order={3} fz={creator ? "md" : "lg"} id={headingId} style={{ whiteSpace: "nowrap" }}>
            {heading}
          </Title>
          {creator && q.type === "open-ended" && q.requiresPrompt && (
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
          aria-label={`${labels.delete} ${number}`}
          style={{ flexShrink: 0 }}
        >
          Delete
        </Button>
      </Group>

      <Stack gap="md">
        {creator ? (
          <div className={classes.fields}>
            {textField}
            {typeSelect}
          </div>
        ) : (
          <>
            {textField}
            {typeSelect}
          </>
        )}

        {hasOptions(q.type) && (
          <OptionsFrame mode={mode} number={number}>
            <OptionListEditor
              options={q.options}
              onChange={(change) => onChange((current) => ({ ...current, options: change(current.options) }))}
              disabled={disabled}
              {...(creator
                ? {
                    // The last option stays: a radio question without options could never be answered.
                    minOptions: 1,
                    marker:
                      q.type === "radio" ? (
                        <IconCircleDot size={18} color="var(--mantine-color-gray-5)" aria-hidden="true" />
                      ) : (
                        <IconCheckbox size={18} color="var(--mantine-color-gray-5)" aria-hidden="true" />
                      ),
                  }
                : { removeButtonProps: { color: "red" }, addButtonProps: { variant: "subtle" } })}
            />
          </OptionsFrame>
        )}

        {q.type === "slider" &&
          (creator ? (
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
          ) : (
            <Text size="sm" c="dimmed">
              A range from {q.min} to {q.max}.
            </Text>
          ))}

        {q.type === "open-ended" &&
          (creator ? (
            <>
              <Textarea
                label="Answer preview"
                disabled
                rows={4}
                placeholder="Type your answer here..."
                styles={{ input: { resize: "none" } }}
              />
              <div>
                {promptSwitch(undefined)}
                <Text size="xs" c="gray.7" mt={4} id={`${headingId}-prompt`}>
                  The AI asks each respondent up to two follow-up questions about their answer.
                </Text>
              </div>
            </>
          ) : (
            promptSwitch("Let the AI ask up to two follow-up questions about the answer.")
          ))}
      </Stack>
    </Paper>
  );
}

interface QuestionCardsProps extends Pick<QuestionCardProps, "mode" | "disabled"> {
  builder: Pick<ReturnType<typeof useBuilderQuestions>, "questions" | "update" | "remove">;
}

/** The cards of every question being built, numbered from 1. */
export function QuestionCards({ mode, builder, disabled }: QuestionCardsProps) {
  return builder.questions.map((question, index) => (
    <QuestionCard
      key={question.key}
      mode={mode}
      number={index + 1}
      question={question}
      onChange={(change) => builder.update(question.key, change)}
      onDelete={() => builder.remove(question.key)}
      disabled={disabled}
    />
  ));
}

/** The frame and title around a choice question's options. */
function OptionsFrame({ mode, number, children }: { mode: BuilderMode; number: number; children: React.ReactNode }) {
  if (mode === "creator") {
    return (
      <Stack gap="xs" role="group" aria-label={`Options of question ${number}`}>
        <Text size="sm" fw={500}>
          Options
        </Text>
        {children}
      </Stack>
    );
  }
  return (
    <Fieldset legend="Options" variant="unstyled">
      <Stack gap="xs">{children}</Stack>
    </Fieldset>
  );
}
