import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { Form } from "@parley/schema";
import { IconPlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/status-message.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useForm, useUpdateForm } from "../../../lib/form-queries.ts";
import { useOwnerId } from "../../../lib/owner.ts";
import { useBuilderQuestions } from "../hooks/use-builder-questions.ts";
import { toBuilderQuestions, toFormInput } from "../utils/builder.ts";
import { QuestionCards } from "./question-card.tsx";

interface FormEditorProps {
  formId: string;
  /** The text of a missing form; the edit screen shows the server's 'Survey not found'. */
  notFoundMessage?: string;
}

/** Spec section 2, Form edit: the /forms/edit/{id} screen and the dashboard's Edit view. */
export function FormEditor({ formId, notFoundMessage }: FormEditorProps) {
  const userId = useOwnerId();
  const form = useForm(userId, formId);

  if (form.isPending) return <StatusMessage>Loading form...</StatusMessage>;
  if (form.isError) return <StatusMessage kind="error">{errorText(form.error, notFoundMessage)}</StatusMessage>;
  // A fresh editor for each saved version of the form.
  return <EditorFields key={`${form.data.id}:${form.data.updatedAt}`} userId={userId} form={form.data} />;
}

function EditorFields({ userId, form }: { userId: string; form: Form }) {
  const navigate = useNavigate();
  const save = useUpdateForm(userId, form.id);
  const [title, setTitle] = useState(form.title);
  const builder = useBuilderQuestions("editor", () => toBuilderQuestions("editor", form.questions));
  const { questions, add } = builder;
  const overview = `/forms/${encodeURIComponent(form.id)}`;

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

        <QuestionCards mode="editor" builder={builder} />

        <Group>
          <Button variant="light" leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={add}>
            Add Question
          </Button>
        </Group>

        {save.isError && <StatusMessage kind="error">{errorText(save.error)}</StatusMessage>}

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
