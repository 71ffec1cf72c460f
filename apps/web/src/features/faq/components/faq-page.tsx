import { Accordion, Anchor, Box, Container, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";
import publicPage from "../../../components/public-page.module.css";

/** Spec section 2: a fixed list of five questions and answers. */
export const FAQ_ITEMS = [
  {
    question: "What is Parley?",
    answer:
      "Parley is an AI form and survey builder. You describe the purpose of your form, the AI drafts the questions, and respondents answer in a chat-style conversation. You then read the responses with a sentiment analysis.",
  },
  {
    question: "How many forms and responses does the free plan include?",
    answer: "The free plan allows 5 forms per month, with 20 responses each.",
  },
  {
    question: "How do credits work?",
    answer:
      "Each credit you buy equals one additional form, with up to 20 responses per form and email support. Credits come in packs of 5, 10 and 15.",
  },
  {
    question: "What are AI follow-up questions?",
    answer:
      "Turn on Prompt for an open-ended question and the AI asks each respondent up to two short follow-up questions based on their answer, so you get the reasons behind it.",
  },
  {
    question: "Do respondents need an account?",
    answer:
      "No. Respondents open the link you share and answer right away, without logging in. You need an account to keep your forms, view their responses and analyse them.",
  },
] as const;

export function FaqPage() {
  useDocumentTitle("FAQ · Parley");

  return (
    <Box py={{ base: 48, sm: 72 }} className={publicPage.page}>
      <Container size="md">
        <Stack align="center" gap="sm" ta="center">
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            Frequently Asked Questions
          </Title>
          <Text c="gray.7" maw={520}>
            Everything you need to know about Parley. Can't find an answer?{" "}
            <Anchor component={Link} to="/contact">
              Contact us
            </Anchor>
            .
          </Text>
        </Stack>

        <Accordion
          multiple
          defaultValue={FAQ_ITEMS.map((_, index) => `faq-${index}`)}
          variant="separated"
          radius="lg"
          mt={48}
          order={2}
          chevronPosition="right"
          styles={{ label: { fontWeight: 600 } }}
        >
          {FAQ_ITEMS.map((item, index) => (
            <Accordion.Item key={item.question} value={`faq-${index}`}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>
                <Text c="gray.7">{item.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Box>
  );
}
