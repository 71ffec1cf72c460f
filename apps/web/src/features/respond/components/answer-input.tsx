import { Button, Checkbox, Group, Loader, Radio, Slider, Stack, Text, Textarea } from "@mantine/core";
import { joinChoices, splitChoices } from "@parley/schema";
import { IconCheck, IconSend } from "@tabler/icons-react";
import {
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { type ChatQuestion, sliderMidpoint } from "../utils/conversation.ts";
import classes from "./answer-input.module.css";

interface AnswerInputProps {
  question: ChatQuestion;
  /** An earlier answer to this question, if any: choices start from it (spec section 4). */
  previousAnswer: string | undefined;
  /** The open-ended text typed so far (kept across reloads). */
  draft: string;
  onDraftChange: (text: string) => void;
  onAnswer: (answer: string) => void;
  /** The AI is writing a follow-up: the answer waits, unchanged. */
  pending: boolean;
  /** Move the keyboard focus here when it appears (not on the first question of a fresh page). */
  autoFocus: boolean;
}

/** The input under the chat for the current question; remount it (key) for every new question. */
export function AnswerInput({ question, previousAnswer, autoFocus, ...props }: AnswerInputProps) {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!autoFocus) return;
    root.current?.querySelector<HTMLElement>("textarea, input:not([type=hidden]), [role=slider]")?.focus();
  }, [autoFocus]);

  return (
    <div ref={root}>
      {question.type === "radio" && <RadioInput question={question} previousAnswer={previousAnswer} {...props} />}
      {question.type === "checkbox" && <CheckboxInput question={question} previousAnswer={previousAnswer} {...props} />}
      {question.type === "slider" && <SliderInput question={question} previousAnswer={previousAnswer} {...props} />}
      {question.type === "open-ended" && <OpenEndedInput {...props} />}
    </div>
  );
}

type InputProps = Omit<AnswerInputProps, "autoFocus">;

function ConfirmButton({ disabled }: { disabled?: boolean }) {
  return (
    <Button type="submit" disabled={disabled} leftSection={<IconCheck size={16} aria-hidden="true" />}>
      Confirm
    </Button>
  );
}

/** A choice question's form: its options, then Confirm. */
function ChoiceForm({
  onSubmit,
  canConfirm = true,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  canConfirm?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit}>
      {children}
      <Group justify="flex-end" mt="md">
        <ConfirmButton disabled={!canConfirm} />
      </Group>
    </form>
  );
}

/** One control per option, in the form's order. */
function OptionControls({ options, control: Control }: { options: string[]; control: ComponentType<OptionProps> }) {
  return (
    <Stack gap="xs" mt="xs">
      {options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat; their order is fixed
        <Control key={index} value={option} label={option} className={classes.choice} />
      ))}
    </Stack>
  );
}

interface OptionProps {
  value: string;
  label: string;
  className?: string;
}

function RadioInput({ question, previousAnswer, onAnswer }: InputProps) {
  const [value, setValue] = useState<string | null>(
    previousAnswer !== undefined && question.options.includes(previousAnswer) ? previousAnswer : null,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value !== null) onAnswer(value);
  };
  return (
    <ChoiceForm onSubmit={submit} canConfirm={value !== null}>
      <Radio.Group label="Choose one option" value={value} onChange={setValue}>
        <OptionControls options={question.options} control={Radio} />
      </Radio.Group>
    </ChoiceForm>
  );
}

function CheckboxInput({ question, previousAnswer, onAnswer }: InputProps) {
  const [value, setValue] = useState<string[]>(() => {
    // An option may itself contain ', ': the answer is read back against the options, not split blindly.
    const chosen = previousAnswer ? (splitChoices(previousAnswer, question.options) ?? []) : [];
    return question.options.filter((option) => chosen.includes(option));
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Keep the form's order, whatever order they were ticked in.
    onAnswer(joinChoices(question.options.filter((option) => value.includes(option))));
  };
  return (
    <ChoiceForm onSubmit={submit}>
      <Checkbox.Group label="Choose all that apply" value={value} onChange={setValue}>
        <OptionControls options={question.options} control={Checkbox} />
      </Checkbox.Group>
    </ChoiceForm>
  );
}

function SliderInput({ question, previousAnswer, onAnswer }: InputProps) {
  const { min, max } = question;
  const earlier = previousAnswer === undefined ? Number.NaN : Number(previousAnswer);
  const [value, setValue] = useState(
    Number.isInteger(earlier) && earlier >= min && earlier <= max ? earlier : sliderMidpoint(question),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(String(value));
  };
  return (
    <form onSubmit={submit}>
      <Group justify="space-between" align="flex-end">
        <Text size="sm" fw={500} id="slider-label">
          Your answer
        </Text>
        <Text className={classes.sliderValue} aria-hidden="true" data-testid="slider-value">
          {value}
        </Text>
      </Group>
      <Slider
        mt="sm"
        mb={28}
        mx={4}
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={setValue}
        label={(v) => v}
        thumbLabel="Your answer"
        marks={[
          { value: min, label: String(min) },
          { value: max, label: String(max) },
        ]}
      />
      <Group justify="flex-end">
        <ConfirmButton />
      </Group>
    </form>
  );
}

function OpenEndedInput({ draft, onDraftChange, onAnswer, pending }: Omit<InputProps, "question" | "previousAnswer">) {
  const send = () => {
    const text = draft.trim();
    // Spec section 5: empty or whitespace-only text is not sent.
    if (pending || text === "") return;
    onAnswer(text);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label="Your answer"
          description="Press Enter to send, Shift+Enter for a new line."
          classNames={{ description: classes.keyHint }}
          placeholder="Enter your answer"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={5000}
          value={draft}
          onChange={(event) => onDraftChange(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          readOnly={pending}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          disabled={pending || draft.trim() === ""}
          leftSection={
            pending ? (
              <Loader size={14} color="currentColor" aria-hidden="true" />
            ) : (
              <IconSend size={16} aria-hidden="true" />
            )
          }
        >
          Send
        </Button>
      </Group>
    </form>
  );
}
