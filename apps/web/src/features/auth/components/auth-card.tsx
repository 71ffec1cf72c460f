import { Anchor, Box, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import type { useAuthForm } from "../hooks/use-auth-form.ts";
import { FormMessage } from "./form-message.tsx";
import { GoogleAlternative } from "./google-alternative.tsx";

interface AuthCardProps {
  title: string;
  subtitle: string;
  /** The question and link under the card, e.g. "Don't have an account?" + Register. */
  switchPrompt: string;
  switchLabel: string;
  switchTo: string;
  /** The screen's state from useAuthForm: what is under way, the message, Google sign-in. */
  auth: ReturnType<typeof useAuthForm>;
  onSubmit: () => void;
  /** 'Sign in with Google' or 'Sign up with Google'. */
  googleLabel: string;
  /** The fields of the form, above its submit button (which reads the title). */
  children: ReactNode;
}

/** The Login and Register screens: their frame, form, submit button, Google alternative and message. */
export function AuthCard({
  title,
  subtitle,
  switchPrompt,
  switchLabel,
  switchTo,
  auth,
  onSubmit,
  googleLabel,
  children,
}: AuthCardProps) {
  useDocumentTitle(`${title} · Parley`);
  return (
    <Box
      py={{ base: "xl", sm: 60 }}
      style={{
        minHeight: "calc(100dvh - 64px)",
        background:
          "radial-gradient(ellipse at top, var(--mantine-color-parley-0), transparent 60%), var(--mantine-color-body)",
      }}
    >
      <Container size={460} px="md">
        <Title order={1} ta="center" fz={{ base: 28, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" ta="center" mt={6} style={{ textWrap: "balance" }}>
          {subtitle}
        </Text>
        <Paper withBorder shadow="md" radius="lg" p={{ base: "lg", sm: 30 }} mt="xl">
          <form
            onSubmit={(event: FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              onSubmit();
            }}
            noValidate
          >
            <Stack gap="md">
              {children}
              <Button
                type="submit"
                fullWidth
                size="md"
                loading={auth.pending === "email"}
                disabled={auth.pending === "google"}
              >
                {title}
              </Button>
            </Stack>
          </form>
          {auth.googleEnabled && (
            <GoogleAlternative label={googleLabel} pending={auth.pending} onClick={auth.continueWithGoogle} />
          )}
          <FormMessage message={auth.message} />
        </Paper>
        <Text ta="center" size="sm" mt="lg">
          {switchPrompt}{" "}
          <Anchor component={Link} to={switchTo} fw={600}>
            {switchLabel}
          </Anchor>
        </Text>
      </Container>
    </Box>
  );
}
