import {
  Box,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { LIMITS } from "@parley/schema";
import { IconDeviceFloppy, IconListDetails, IconPencil, IconPlus, IconSparkles } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Popup, type PopupContent } from "../../../components/popup.tsx";
import { useScrollToTop } from "../../../hooks/use-scroll-to-top.ts";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { createForm, generateQuestions, generateTitle } from "../api/create-form-api.ts";
import { useBuilderQuestions } from "../hooks/use-builder-questions.ts";
import { toBuilderQuestions, toFormInput, validateForCreate } from "../utils/builder.ts";
import classes from "./create-form-page.module.css";
import { QuestionCards } from "./question-card.tsx";

/** Spec section 9: the sharing page opens 3000 ms after a successful save. */
export const REDIRECT_AFTER_CREATE_MS = 3000;

/** Spec section 2: the creator's title before the owner or the AI changes it. */
export const DEFAULT_FORM_TITLE = "Create Form";

export const AI_UNAVAILABLE_MESSAGE = "Seems like our AI model is under construction, please try again later!";

type Status = "idle" | "generating" | "saving" | "saved";

export function CreateFormPage() {
  useDocumentTitle("Create Form · Parley");
  const navigate = useNavigate();
  const scrollToTop = useScrollToTop();
  const [title, setTitle] = useState(DEFAULT_FORM_TITLE);
  const [purpose, setPurpose] = useState("");
  const [purposeError, setPurposeError] = useState<string | null>(null);
  const builder = useBuilderQuestions("creator");
  const { questions, setQuestions, add } = builder;
  const [status, setStatus] = useState<Status>("idle");
  const [popup, setPopup] = useState<PopupContent | null>(null);
  const mounted = useRef(true);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(redirectTimer.current);
    };
  }, []);

  const busy = status !== "idle";

  async function handleGenerate() {
    if (busy) return;
    if (purpose.trim() === "") {
      setPurposeError("Describe the purpose of your form first.");
      return;
    }
    setPurposeError(null);
    setStatus("generating");
    setQuestions([]);
    const generated = await generateQuestions(purpose.trim());
    if (!mounted.current) return;
    setQuestions(toBuilderQuestions("creator", generated));
    setStatus("idle");
    // There is nothing to name when no question came back (that failure is silent).
    if (generated.length === 0) return;
    try {
      const generatedTitle = await generateTitle(generated);
      if (mounted.current && generatedTitle.trim() !== "") setTitle(generatedTitle);
    } catch {
      if (mounted.current) setPopup({ kind: "warning", title: "Oops!", message: AI_UNAVAILABLE_MESSAGE });
    }
  }

  async function handleCreate() {
    if (busy) return;
    const input = toFormInput(title, questions);
    const problem = validateForCreate(input);
    if (problem) {
      setPopup({ kind: "warning", title: "Error", message: problem });
      return;
    }
    setStatus("saving");
    try {
      const form = await createForm(input);
      if (!mounted.current) return;
      setStatus("saved");
      setPopup({
        kind: "success",
        title: "Success!",
        message: "Form successfully created! Processing your sharing link...",
      });
      redirectTimer.current = setTimeout(() => {
        navigate(`/create-complete/${encodeURIComponent(form.ownerId)}/${encodeURIComponent(form.id)}`);
        scrollToTop();
      }, REDIRECT_AFTER_CREATE_MS);
    } catch (error) {
      if (!mounted.current) return;
      setStatus("idle");
      const message =
        error instanceof ApiError && error.code === "FORM_LIMIT" ? errorMessage(error) : "Failed to create form.";
      setPopup({ kind: "warning", title: "Error", message });
    }
  }

  return (
    <Box className={classes.page}>
      <Container size="md" py={{ base: "lg", sm: 48 }}>
        <VisuallyHidden>
          <h1>Create Form</h1>
        </VisuallyHidden>
        <Textarea
          variant="unstyled"
          classNames={{ input: classes.titleInput }}
          aria-label="Form title"
          aria-describedby="form-title-hint"
          title="Click to edit title"
          autosize
          minRows={1}
          value={title}
          maxLength={LIMITS.maxTitleLength}
          // A title is one line of text, however long it wraps.
          onKeyDown={(event) => {
            if (event.key === "Enter") event.preventDefault();
          }}
          onChange={(event) => setTitle(event.currentTarget.value.replace(/\s*\n\s*/g, " "))}
          disabled={status === "saving" || status === "saved"}
        />
        <Group gap={6} mt={4} c="gray.7">
          <IconPencil size={14} aria-hidden="true" />
          <Text size="sm" id="form-title-hint">
            Click to edit title
          </Text>
        </Group>
        <Text c="gray.7" size="lg" mt="md">
          Generate questions for your survey with AI-powered assistance.
        </Text>

        <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} mt="xl" shadow="xs">
          <Stack gap="md">
            <Textarea
              label="What is the purpose of your form?"
              description="Describe who will answer and what you want to learn. The AI drafts the questions."
              styles={{ description: { color: "var(--mantine-color-gray-7)" } }}
              placeholder="e.g. Find out how customers feel about our new checkout and what slows them down."
              autosize
              minRows={3}
              maxRows={10}
              maxLength={LIMITS.maxPurposeLength}
              value={purpose}
              error={purposeError}
              onChange={(event) => {
                setPurpose(event.currentTarget.value);
                if (purposeError) setPurposeError(null);
              }}
              disabled={busy}
            />
            <Group justify="flex-end">
              <Button
                size="md"
                onClick={handleGenerate}
                disabled={busy}
                leftSection={
                  status === "generating" ? (
                    <Loader size={16} color="currentColor" aria-hidden="true" />
                  ) : (
                    <IconSparkles size={18} aria-hidden="true" />
                  )
                }
              >
                {status === "generating" ? "Generating..." : "Generate Questions"}
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Group justify="space-between" mt={40} mb="md">
          <Title order={2} fz="xl">
            Questions
          </Title>
          {questions.length > 0 && (
            <Text size="sm" c="gray.7">
              {questions.length} {questions.length === 1 ? "question" : "questions"}
            </Text>
          )}
        </Group>

        <Stack gap="md" aria-busy={status === "generating"}>
          {status === "generating" &&
            [1, 2, 3].map((n) => <Skeleton key={n} height={150} radius="lg" aria-hidden="true" />)}
          {status !== "generating" && questions.length === 0 && (
            <Paper withBorder radius="lg" p="xl" style={{ borderStyle: "dashed" }}>
              <Stack align="center" gap="xs" ta="center">
                <ThemeIcon size={48} radius="xl" variant="light">
                  <IconListDetails size={24} aria-hidden="true" />
                </ThemeIcon>
                <Text fw={600}>No questions yet</Text>
                <Text size="sm" c="gray.7" maw={420}>
                  Generate them from your purpose above, or add your own.
                </Text>
              </Stack>
            </Paper>
          )}
          <QuestionCards mode="creator" builder={builder} disabled={busy} />
        </Stack>

        <div className={classes.footer}>
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={add}
              disabled={busy || questions.length >= LIMITS.maxQuestions}
            >
              Add Question
            </Button>
            <Button
              size="md"
              onClick={handleCreate}
              disabled={busy}
              leftSection={
                status === "saving" || status === "saved" ? (
                  <Loader size={16} color="currentColor" aria-hidden="true" />
                ) : (
                  <IconDeviceFloppy size={18} aria-hidden="true" />
                )
              }
            >
              {status === "saving" || status === "saved" ? "Saving..." : "Create Form"}
            </Button>
          </Group>
        </div>
      </Container>
      <Popup popup={popup} onClose={() => setPopup(null)} />
    </Box>
  );
}
