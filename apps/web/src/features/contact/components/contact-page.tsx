import {
  Box,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconMail, IconSend } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { notifySuccess } from "../../../components/notify.ts";
import publicPage from "../../../components/public-page.module.css";

interface ContactValues {
  name: string;
  email: string;
  message: string;
}

const empty: ContactValues = { name: "", email: "", message: "" };

/**
 * Spec sections 2 and 3: name, email and message, all required, the email checked by the browser.
 * A submit clears the fields and thanks the visitor; the message is never stored or sent.
 */
export function ContactPage() {
  useDocumentTitle("Contact Us · Parley");
  const [values, setValues] = useState<ContactValues>(empty);

  const field = <K extends keyof ContactValues>(name: K) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setValues(empty);
    notifySuccess("Message sent!", "Thank you for reaching out. We will get back to you soon.");
  }

  return (
    <Box py={{ base: 48, sm: 72 }} className={publicPage.page}>
      <Container size={560}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconMail size={28} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1} fz={{ base: 32, sm: 40 }}>
            Contact Us
          </Title>
          <Text c="gray.7" maw={440}>
            Questions, feedback or ideas? Send us a message and we will get back to you.
          </Text>
        </Stack>

        <Paper withBorder shadow="md" radius="lg" p={{ base: "lg", sm: 32 }} mt="xl">
          <form onSubmit={handleSubmit} aria-label="Contact form">
            <Stack gap="md">
              <TextInput label="Name" name="name" autoComplete="name" required {...field("name")} />
              <TextInput
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                required
                {...field("email")}
              />
              <Textarea
                label="Message"
                name="message"
                autosize
                minRows={5}
                maxRows={12}
                required
                {...field("message")}
              />
              <Group justify="flex-end">
                <Button type="submit" size="md" rightSection={<IconSend size={16} aria-hidden="true" />}>
                  Send Message
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Container>
    </Box>
  );
}
