import { Button, Fieldset, Group, Paper, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { Form } from "@parley/schema";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { OptionListEditor } from "../../../components/option-list-editor.tsx";
import { QuestionTypeSelect } from "../../../components/question-type-select.tsx";
import { hasOptions, withQuestionType } from "../../../lib/question-types.ts";
import {
  errorText,
  isNotFound,
  NOT_AUTHENTICATED_MESSAGE,
  useForm,
  useOwner,
  useUpdateForm,
} from "../../forms/api/forms.ts";
import { StatusMessage } from "../../forms/components/status-message.tsx";
import { type EditableQuestion, editableFromForm, newQuestion, toFormInput } from "../utils/editable-form.ts";

interface FormEditorProps {
  formId: string;
  /** The text of a missing form; the edit screen shows the server's 'Survey not found'. */
  notFoundMessage?: string;
}

/** Spec section 2, Form edit: the /forms/edit/{id} screen and the dashboard's Edit view. */
export function FormEditor({ formId, notFoundMessage }: FormEditorProps) {
  const owner = useOwner();
  const form = useForm(owner.userId, formId);

  if (owner.status === "signed-out") {
    return <StatusMessage kind="error">{errorText(NOT_AUTHENTICATED_MESSAGE)}</StatusMessage>;
  }
  if (owner.status === "pending" || form.isPending) return <StatusMessage>Loading form...</StatusMessage>;
  if (form.isError) {
    const message = notFoundMessage && isNotFound(form.error) ? notFoundMessage : form.error.message;
    return <StatusMessage kind="error">{errorText(message)}</StatusMessage>;
  }
  // A fresh editor for each saved version of the form.
  return <EditorFields key={`${form.data.id}:${form.data.updatedAt}`} userId={owner.userId} form={form.data} />;
}

function EditorFields({ userId, form }: { userId: string; form: Form }) {
  const navigate = useNavigate();
  const save = useUpdateForm(userId, form.id);
  const [initial] = useState(() => editableFromForm(form));
  const [title, setTitle] = useState(initial.title);
  const [questions, setQuestions] = useState<EditableQuestion[]>(initial.questions);
  const overview = `/forms/${encodeURIComponent(form.id)}`;

  const update = (key: string, change: (q: EditableQuestion) => EditableQuestion) =>
    setQuestions((all) => all.map((q) => (q.key === key ? change(q) : q)));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(toFormInput(title, questions), { onSuccess: () => navigate(overview) });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <TextInput
          label="Form Title"
          placeholder="Untitled Form"
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          size="md"
        />

        {questions.length === 0 && <Text c="dimmed">This form has no questions yet.</Text>}

        {questions.map((question, index) => (
          <QuestionCard
            key={question.key}
            number={index + 1}
            question={question}
            onChange={(change) => update(question.key, change)}
            onDelete={() => setQuestions((all) => all.filter((q) => q.key !== question.key))}
          />
        ))}

        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setQuestions((all) => [...all, newQuestion(all)])}
          >
            Add Question
          </Button>
        </Group>

        {save.isError && <StatusMessage kind="error">{errorText(save.error.message)}</StatusMessage>}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(overview)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Form
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface QuestionCardProps {
  number: number;
  question: EditableQuestion;
  onChange: (change: (q: EditableQuestion) => EditableQuestion) => void;
  onDelete: () => void;
}

function QuestionCard({ number, question, onChange, onDelete }: QuestionCardProps) {
  const heading = `Question ${number}`;
  const headingId = `question-${question.key}-heading`;

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: "md", sm: "lg" }} aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="lg" id={headingId}>
            {heading}
          </Title>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onDelete}
            aria-label={`Delete ${heading}`}
          >
            Delete
          </Button>
        </Group>

        <Textarea
          label="Question Text"
          rows={2}
          resize="vertical"
          value={question.question}
          onChange={(event) => {
            const text = event.currentTarget.value;
            onChange((q) => ({ ...q, question: text }));
          }}
        />

        <QuestionTypeSelect
          label="Question Type"
          value={question.type}
          onChange={(type) => onChange((q) => withQuestionType(q, type))}
        />

        {hasOptions(question.type) && <OptionsEditor question={question} onChange={onChange} />}

        {question.type === "slider" && (
          <Text size="sm" c="dimmed">
            A range from {question.min ?? 0} to {question.max ?? 10}.
          </Text>
        )}

        {question.type === "open-ended" && (
          <Switch
            label="Prompt"
            description="Let the AI ask up to two follow-up questions about the answer."
            checked={question.requiresPrompt ?? false}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              onChange((q) => ({ ...q, requiresPrompt: checked }));
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}

function OptionsEditor({ question, onChange }: Pick<QuestionCardProps, "question" | "onChange">) {
  return (
    <Fieldset legend="Options" variant="unstyled">
      <Stack gap="xs">
        <OptionListEditor
          options={question.options}
          onChange={(change) => onChange((q) => ({ ...q, options: change(q.options) }))}
          removeButtonProps={{ color: "red" }}
          addButtonProps={{ variant: "subtle" }}
        />
      </Stack>
    </Fieldset>
  );
}
