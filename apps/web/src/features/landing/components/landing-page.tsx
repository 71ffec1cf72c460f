import { Box, Button, Container, Group, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";
import { useAppConfig } from "../../../lib/app-config.ts";

export function LandingPage() {
  useDocumentTitle("Parley · AI form and survey builder");
  const { data: config } = useAppConfig();
  const demoPath = config ? `/user-response/${config.demo.userId}/${config.demo.formId}` : undefined;

  return (
    <Box
      component="section"
      py={{ base: 64, sm: 110 }}
      style={{
        background:
          "radial-gradient(ellipse at top, var(--mantine-color-parley-1), transparent 65%), var(--mantine-color-body)",
      }}
    >
      <Container size="md" ta="center">
        <Title order={1} fz={{ base: 44, sm: 72 }} lh={1.05} style={{ letterSpacing: "-0.03em" }}>
          Better{" "}
          <Text span inherit variant="gradient" gradient={{ from: "parley.5", to: "grape.6", deg: 90 }}>
            Surveys
          </Text>
        </Title>
        <Text c="dimmed" fz={{ base: "md", sm: "xl" }} mt="lg" maw={640} mx="auto">
          Describe what you want to learn. Parley drafts the questions, asks respondents thoughtful follow-ups, and
          turns their answers into insights.
        </Text>
        <Group justify="center" mt={40} gap="md">
          <Button component={Link} to="/create-form" size="lg">
            Create Your First Form
          </Button>
          {demoPath && (
            <Button component={Link} to={demoPath} size="lg" variant="default">
              Try a Form Demo
            </Button>
          )}
        </Group>
      </Container>
    </Box>
  );
}
