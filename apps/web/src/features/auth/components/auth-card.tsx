import { Anchor, Box, Container, Paper, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface AuthCardProps {
  title: string;
  subtitle: string;
  /** The question and link under the card, e.g. "Don't have an account?" + Register. */
  switchPrompt: string;
  switchLabel: string;
  switchTo: string;
  children: ReactNode;
}

/** The frame shared by the Login and Register screens. */
export function AuthCard({ title, subtitle, switchPrompt, switchLabel, switchTo, children }: AuthCardProps) {
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
          {children}
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
