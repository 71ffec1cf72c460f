import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { FormSummary } from "@parley/schema";
import { IconEdit, IconTrash } from "@tabler/icons-react";
import type { MouseEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Page } from "../../../components/page.tsx";
import { StatusMessage } from "../../../components/status-message.tsx";
import { useConfirmDeleteForm } from "../../../hooks/use-confirm-delete-form.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useFormsList } from "../../../lib/form-queries.ts";
import { useOwnerId } from "../../../lib/owner.ts";

export const UNTITLED_FORM = "Untitled Form";

/** Spec section 2: the signed-in owner's forms, each linking to its overview. */
export function FormsPage() {
  const userId = useOwnerId();
  const forms = useFormsList(userId);

  let body: ReactNode;
  if (forms.isPending) {
    body = <StatusMessage>Loading forms...</StatusMessage>;
  } else if (forms.isError) {
    body = <StatusMessage kind="error">{errorText(forms.error)}</StatusMessage>;
  } else if (forms.data.length === 0) {
    body = (
      <Stack align="flex-start" gap="sm">
        <StatusMessage>You haven't created any forms yet.</StatusMessage>
        <Button component={Link} to="/create-form">
          Create a form
        </Button>
      </Stack>
    );
  } else {
    body = <FormCards userId={userId} forms={forms.data} />;
  }

  return <Page title="Your Forms">{body}</Page>;
}

function FormCards({ userId, forms }: { userId: string; forms: FormSummary[] }) {
  const remove = useConfirmDeleteForm(userId);

  return (
    <>
      {remove.error}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {forms.map((form) => (
          <FormCard key={form.id} form={form} onDelete={() => remove.ask(form)} />
        ))}
      </SimpleGrid>
      {remove.modal}
    </>
  );
}

const stop = (event: MouseEvent) => event.stopPropagation();

function FormCard({ form, onDelete }: { form: FormSummary; onDelete: () => void }) {
  const navigate = useNavigate();
  const title = form.title || UNTITLED_FORM;
  const overview = `/forms/${encodeURIComponent(form.id)}`;

  return (
    <Card
      withBorder
      shadow="sm"
      radius="lg"
      padding="lg"
      onClick={() => navigate(overview)}
      style={{ cursor: "pointer" }}
      data-testid="form-card"
    >
      <Stack gap="sm" h="100%">
        <Anchor
          component={Link}
          to={overview}
          onClick={stop}
          fw={700}
          fz="lg"
          c="var(--mantine-color-text)"
          lineClamp={2}
          style={{ overflowWrap: "anywhere" }}
        >
          {title}
        </Anchor>
        <Group gap="xs">
          <Badge variant="light" radius="sm">
            {form.questionCount} {form.questionCount === 1 ? "question" : "questions"}
          </Badge>
          <Badge variant="light" color="teal" radius="sm">
            {form.responseCount} {form.responseCount === 1 ? "response" : "responses"}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Created {new Date(form.createdAt).toLocaleDateString()}
        </Text>
        <Group gap="xs" mt="auto">
          <Button
            component={Link}
            to={`/forms/edit/${encodeURIComponent(form.id)}`}
            onClick={stop}
            variant="light"
            size="xs"
            leftSection={<IconEdit size={16} aria-hidden="true" />}
            aria-label={`Edit ${title}`}
          >
            Edit
          </Button>
          <Button
            onClick={(event) => {
              stop(event);
              onDelete();
            }}
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            aria-label={`Delete ${title}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
