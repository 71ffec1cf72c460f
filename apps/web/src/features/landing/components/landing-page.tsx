import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import {
  IconArrowRight,
  IconBulb,
  IconChartPie,
  IconMessageChatbot,
  IconMessages,
  IconSparkles,
  IconTargetArrow,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import publicPage from "../../../components/public-page.module.css";
import { Typewriter } from "../../../components/typewriter.tsx";
import { useAppConfig } from "../../../lib/app-config.ts";
import classes from "./landing-page.module.css";

/** Spec section 2: the typewriter cycles these words after 'Better '. */
export const HEADLINE_WORDS = ["Surveys", "Data", "Analysis"] as const;

interface Item {
  icon: ReactNode;
  title: string;
  text: string;
}

const steps: Item[] = [
  {
    icon: <IconTargetArrow size={26} aria-hidden="true" />,
    title: "Define your purpose",
    text: "Tell Parley what you want to learn in a sentence or two. The AI drafts the questions for you to edit.",
  },
  {
    icon: <IconMessages size={26} aria-hidden="true" />,
    title: "Gather quality data",
    text: "Respondents answer in a friendly chat, and the AI asks further questions when an answer deserves more detail.",
  },
  {
    icon: <IconBulb size={26} aria-hidden="true" />,
    title: "Gain deeper insights",
    text: "Read every response and a sentiment analysis with common themes and actionable insights.",
  },
];

const features: Item[] = [
  {
    icon: <IconMessageChatbot size={28} aria-hidden="true" />,
    title: "Prompting for further engagement",
    text: "Mark an open question with Prompt and the AI follows up on each answer, so short replies become real feedback.",
  },
  {
    icon: <IconChartPie size={28} aria-hidden="true" />,
    title: "In-depth dashboard analysis",
    text: "See overall sentiment, recurring themes, keywords per question and suggestions you can act on.",
  },
  {
    icon: <IconSparkles size={28} aria-hidden="true" />,
    title: "AI-generated questions",
    text: "Describe your goal and get a ready-to-edit set of radio, checkbox, slider and open-ended questions.",
  },
];

export function LandingPage() {
  useDocumentTitle("Parley · AI form and survey builder");
  const { data: config } = useAppConfig();
  const demoPath = config ? `/user-response/${config.demo.userId}/${config.demo.formId}` : undefined;

  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="landing-title">
        <Container size="lg">
          <div className={classes.heroGrid}>
            <div className={classes.heroCopy}>
              <Badge variant="light" size="lg" radius="xl" leftSection={<IconSparkles size={14} aria-hidden="true" />}>
                AI form and survey builder
              </Badge>
              <Title order={1} id="landing-title" className={classes.headline}>
                <Typewriter prefix="Better " words={HEADLINE_WORDS} wordClassName={classes.headlineWord} />
              </Title>
              <Text className={classes.lead}>
                Describe what you want to learn. Parley drafts the questions, asks respondents thoughtful follow-ups in
                a chat, and turns their answers into insights.
              </Text>
              <Group gap="md" mt={36} className={classes.actions}>
                <Button
                  component={Link}
                  to="/create-form"
                  size="lg"
                  rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                >
                  Create Your First Form
                </Button>
                {demoPath ? (
                  <Button component={Link} to={demoPath} size="lg" variant="default">
                    Try a Form Demo
                  </Button>
                ) : (
                  <Button size="lg" variant="default" disabled>
                    Try a Form Demo
                  </Button>
                )}
              </Group>
              <Text size="sm" c="gray.7" mt="md">
                Free to start · no account needed to answer
              </Text>
            </div>
            <ChatPreview />
          </div>
        </Container>
      </Box>

      <Box component="section" className={classes.section} aria-labelledby="steps-title">
        <Container size="lg">
          <SectionHeading
            id="steps-title"
            eyebrow="How it works"
            title="From a question to an insight in three steps"
          />
          <SimpleGrid
            cols={{ base: 1, sm: 3 }}
            spacing={{ base: "lg", md: 40 }}
            mt={48}
            component="ol"
            className={classes.steps}
          >
            {steps.map((step, index) => (
              <li key={step.title} className={classes.step}>
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={48} radius="md" variant="light">
                    {step.icon}
                  </ThemeIcon>
                  <Text className={classes.stepNumber} aria-hidden="true">
                    0{index + 1}
                  </Text>
                </Group>
                <Title order={3} fz="xl" mt="md">
                  <VisuallyHidden component="span">Step {index + 1}: </VisuallyHidden>
                  {step.title}
                </Title>
                <Text c="gray.7" mt="xs">
                  {step.text}
                </Text>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box
        component="section"
        className={`${classes.section} ${classes.featuresSection}`}
        aria-labelledby="features-title"
      >
        <Container size="lg">
          <SectionHeading id="features-title" eyebrow="Key Features" title="Everything you need to hear people out" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={48}>
            {features.map((feature) => (
              <Paper key={feature.title} withBorder radius="lg" p="xl" className={classes.featureCard}>
                <ThemeIcon
                  size={56}
                  radius="md"
                  variant="gradient"
                  gradient={{ from: "parley.5", to: "grape.6", deg: 135 }}
                >
                  {feature.icon}
                </ThemeIcon>
                <Title order={3} fz="lg" mt="lg">
                  {feature.title}
                </Title>
                <Text c="gray.7" mt="sm">
                  {feature.text}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" className={classes.section} aria-labelledby="cta-title">
        <Container size="md">
          <Paper radius="xl" p={{ base: "xl", sm: 48 }} className={classes.cta}>
            <Stack align="center" gap="md" ta="center">
              <Title order={2} id="cta-title" c="white" fz={{ base: 26, sm: 34 }}>
                Ready to hear what people really think?
              </Title>
              <Text c="parley.0" maw={520}>
                Your first forms are free. Describe your goal and have a survey ready to share in a minute.
              </Text>
              <Button component={Link} to="/create-form" size="lg" variant="white" mt="sm">
                Start building for free
              </Button>
            </Stack>
          </Paper>
        </Container>
      </Box>

      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="gray.7">
              Parley · open-source AI form and survey builder
            </Text>
            <Group gap="md">
              <Text component={Link} to="/pricing" size="sm" c="gray.7" className={classes.footerLink}>
                Pricing
              </Text>
              <Text component={Link} to="/faq" size="sm" c="gray.7" className={classes.footerLink}>
                FAQ
              </Text>
              <Text component={Link} to="/contact" size="sm" c="gray.7" className={classes.footerLink}>
                Contact Us
              </Text>
            </Group>
          </Group>
        </Container>
      </Box>
    </>
  );
}

function SectionHeading({ id, eyebrow, title }: { id: string; eyebrow: string; title: string }) {
  return (
    <Stack gap={8} align="center" ta="center">
      <Text className={publicPage.eyebrow}>{eyebrow}</Text>
      <Title order={2} id={id} fz={{ base: 28, sm: 38 }} className={`${publicPage.title} ${classes.sectionTitle}`}>
        {title}
      </Title>
    </Stack>
  );
}

/** A still picture of the respondent chat: the product explains itself better than a paragraph. */
function ChatPreview() {
  return (
    <Paper withBorder radius="xl" shadow="xl" className={classes.preview} aria-hidden="true">
      <Group gap="xs" className={classes.previewBar}>
        <span className={classes.dot} />
        <span className={classes.dot} />
        <span className={classes.dot} />
        <Text size="xs" c="gray.7" ml="xs">
          Customer feedback
        </Text>
      </Group>
      <Stack gap="sm" p="lg">
        <div className={classes.bubbleLeft}>How was your first week with our app?</div>
        <div className={classes.bubbleRight}>Good, but setting up my team took a while.</div>
        <div className={classes.bubbleLeft}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconSparkles size={16} className={classes.sparkle} />
            <span>What part of the team set-up slowed you down the most?</span>
          </Group>
        </div>
        <div className={classes.bubbleRight}>Inviting people one by one. A CSV import would help.</div>
        <Paper radius="md" p="sm" className={classes.insight}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size={28} radius="xl" color="teal" variant="light">
              <IconBulb size={16} />
            </ThemeIcon>
            <Text size="sm" fw={500}>
              Insight: offer bulk invitations
            </Text>
          </Group>
        </Paper>
      </Stack>
    </Paper>
  );
}
