import { Box, Button, Center, Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { PublicForm } from "@parley/schema";
import { IconLock, IconMessageQuestion, IconMoodEmpty } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { Link, useParams } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { usePublicForm } from "../hooks/use-public-form.ts";
import { formFingerprint } from "../utils/conversation.ts";
import { loadProgress, progressKey } from "../utils/progress-store.ts";
import classes from "./chat.module.css";
import { ChatView, preloadChatParts } from "./chat-view.tsx";

export const NO_LONGER_ACCEPTING = "This form is no longer accepting responses.";

export function RespondPage() {
  const { userId = "", formId = "" } = useParams();
  const query = usePublicForm(userId, formId);
  useEffect(preloadChatParts, []);
  useDocumentTitle(query.status === "success" ? `${query.data.title || "Survey"} · Parley` : "Survey · Parley");

  if (query.status === "pending") {
    return (
      <Center mih="60vh" aria-busy="true">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (query.status === "error") {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return missing ? (
      <Notice icon={<IconMoodEmpty size={32} aria-hidden="true" />} title="Form not found">
        <Text c="gray.7">
          This form does not exist or is no longer available. Check that the link you were given is complete.
        </Text>
        <Button component={Link} to="/home" mt="md">
          Back to Home
        </Button>
      </Notice>
    ) : (
      <Notice icon={<IconMessageQuestion size={32} aria-hidden="true" />} title="We couldn't load this form">
        <Text c="gray.7">{errorMessage(query.error)}</Text>
        <Button mt="md" onClick={query.refetch} loading={query.isFetching}>
          Try again
        </Button>
      </Notice>
    );
  }
  return <Survey form={query.data} userId={userId} formId={formId} />;
}

function Survey({ form, userId, formId }: { form: PublicForm; userId: string; formId: string }) {
  // A finished conversation this device has not delivered yet is still sent, even to a form that
  // has filled up since: the server recognises a repeat and keeps the first one.
  const unsent = loadProgress(progressKey(userId, formId), formFingerprint(form))?.idempotencyKey != null;
  const closed = !form.acceptingResponses && !unsent;
  const empty = form.questions.length === 0;

  return (
    <Box className={classes.page}>
      <Container size={760} px={{ base: "sm", sm: "md" }} className={classes.layout}>
        <Stack gap={6} mb="md" px={{ base: 4, sm: 0 }}>
          <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: "anywhere" }}>
            {form.title || "Untitled Form"}
          </Title>
          <Text c="gray.7" size="sm">
            Your responses will be collected and processed by Parley for analysis.
          </Text>
        </Stack>
        {closed ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray">
                <IconLock size={28} aria-hidden="true" />
              </ThemeIcon>
              <Text fw={600} size="lg">
                {NO_LONGER_ACCEPTING}
              </Text>
              <Button component={Link} to="/home" variant="default" mt="xs">
                Back to Home
              </Button>
            </Stack>
          </Paper>
        ) : empty ? (
          <Paper withBorder radius="lg" p="xl">
            <Text ta="center" fw={600}>
              No questions available
            </Text>
          </Paper>
        ) : (
          <ChatView form={form} userId={userId} formId={formId} />
        )}
      </Container>
    </Box>
  );
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Container size={520} py={80}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
