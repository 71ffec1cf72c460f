import {
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useDocumentTitle, useTimeout } from "@mantine/hooks";
import { IconCheck, IconCircleCheck, IconCopy, IconFlask } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { useSession } from "../../../lib/session.ts";
import { copyText, shareLink } from "../../../lib/share-link.ts";

/** Spec section 9: the loading screen lasts 0.5 s; the copy confirmation 2 s. */
export const CREATE_COMPLETE_LOADING_MS = 500;
export const COPY_CONFIRMATION_MS = 2000;

export function CreateCompletePage() {
  useDocumentTitle("Form created · Parley");
  const { userId = "", formId = "" } = useParams();
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), CREATE_COMPLETE_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);

  if (loading) {
    return (
      <Center mih="60vh" aria-busy="true">
        <Loader size="lg" aria-label="Loading" />
      </Center>
    );
  }
  return <Complete link={shareLink(userId, formId)} />;
}

function Complete({ link }: { link: string }) {
  const { data: session } = useSession();
  const [copied, setCopied] = useState(false);
  // Not Mantine's useClipboard: it has no way to copy over plain http, which copyText falls back to.
  const confirmation = useTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);

  async function copy() {
    if (!(await copyText(link))) return;
    setCopied(true);
    confirmation.clear();
    confirmation.start();
  }

  return (
    <Box
      py={{ base: 40, sm: 72 }}
      style={{
        minHeight: "calc(100dvh - 64px)",
        background:
          "radial-gradient(60% 40% at 50% 0%, var(--mantine-color-teal-0), transparent 80%), var(--mantine-color-body)",
      }}
    >
      <Container size={620}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={72} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={40} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1} fz={{ base: 30, sm: 38 }} mt="sm">
            Thank you for your time!
          </Title>
          <Text c="gray.7" size="lg" maw={520}>
            Your survey has been created. Share it with your respondents through the link below.
          </Text>
        </Stack>

        <Paper withBorder radius="lg" shadow="md" p={{ base: "lg", sm: "xl" }} mt="xl">
          <Text fw={700} c="red.9" ta="center">
            This link will not appear again.
          </Text>
          <Group mt="md" gap="sm" wrap="wrap" align="flex-end">
            <Textarea
              label="Your shareable link"
              description="Click the link to copy it."
              readOnly
              autosize
              minRows={1}
              value={link}
              onClick={(event) => {
                event.currentTarget.select();
                void copy();
              }}
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: "1 1 260px", minWidth: 0 }}
              styles={{
                description: { color: "var(--mantine-color-gray-7)" },
                input: {
                  cursor: "copy",
                  resize: "none",
                  wordBreak: "break-all",
                  fontFamily: "var(--mantine-font-family-monospace)",
                },
              }}
            />
            <Button
              onClick={copy}
              color={copied ? "teal" : undefined}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
              }
              style={{ flex: "0 0 auto" }}
            >
              {copied ? "Copied!" : "Copy Link"}
            </Button>
          </Group>
          <Text size="sm" c="teal.9" mt={6} mih={20} role="status" aria-live="polite">
            {copied ? "Link copied to clipboard." : ""}
          </Text>
        </Paper>

        <Paper
          radius="lg"
          p="lg"
          mt="lg"
          bg="yellow.0"
          withBorder
          style={{ borderColor: "var(--mantine-color-yellow-3)" }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color="yellow" variant="light" radius="xl">
              <IconFlask size={18} aria-hidden="true" />
            </ThemeIcon>
            <Text size="sm">
              Parley is in beta testing. Things may change or break now and then, and we would love to hear your{" "}
              <Anchor component={Link} to="/contact" inherit>
                feedback
              </Anchor>
              .
            </Text>
          </Group>
        </Paper>

        {session ? (
          <Text ta="center" mt="xl" c="gray.7">
            You can find this form under{" "}
            <Anchor component={Link} to="/forms" fw={600}>
              Your Forms
            </Anchor>
            , where you can view its responses, edit it and analyse the results.
          </Text>
        ) : (
          <Stack align="center" gap="md" mt="xl" ta="center">
            <Text c="gray.7" maw={480}>
              Log in or register to save your forms, view their responses, edit them and analyse the results.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/login" variant="default">
                Log in
              </Button>
              <Button component={Link} to="/register">
                Create an account
              </Button>
            </Group>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
