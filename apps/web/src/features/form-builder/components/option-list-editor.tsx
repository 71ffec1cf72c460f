import { ActionIcon, type ActionIconProps, Button, type ButtonProps, Group, TextInput } from "@mantine/core";
import { LIMITS } from "@parley/schema";
import { IconPlus, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface OptionListEditorProps {
  /** The options while editing: plain strings (spec section 3); a position is an option's identity. */
  options: readonly string[];
  /** Applies a change to the latest options. */
  onChange: (change: (options: string[]) => string[]) => void;
  /** The list never gets shorter than this: the last options cannot be removed. */
  minOptions?: number;
  disabled?: boolean;
  /** Shown before each option's field, e.g. a radio or checkbox mark. */
  marker?: ReactNode;
  /** The look of each option's Remove button (each screen keeps its own). */
  removeButtonProps?: Partial<ActionIconProps>;
  /** The look of the Add Option button. */
  addButtonProps?: Partial<ButtonProps>;
}

/**
 * The rows of a choice question's options, each with a field and a Remove button, then 'Add Option';
 * shared by the creator and the editor, which put their own frame (and title) around it.
 */
export function OptionListEditor({
  options,
  onChange,
  minOptions = 0,
  disabled = false,
  marker,
  removeButtonProps,
  addButtonProps,
}: OptionListEditorProps) {
  return (
    <>
      {options.map((option, index) => (
        // Options have no identity of their own; their position is what the server stores as the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} gap="xs" wrap="nowrap">
          {marker}
          <TextInput
            aria-label={`Option ${index + 1}`}
            placeholder={`Option ${index + 1}`}
            value={option}
            maxLength={LIMITS.maxTextLength}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange((all) => all.map((o, i) => (i === index ? value : o)));
            }}
            disabled={disabled}
            style={{ flex: 1, minWidth: 0 }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            {...removeButtonProps}
            aria-label={`Remove option ${index + 1}`}
            onClick={() => onChange((all) => all.filter((_, i) => i !== index))}
            disabled={disabled || options.length <= minOptions}
          >
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          {...addButtonProps}
          onClick={() => onChange((all) => [...all, ""])}
          disabled={disabled || options.length >= LIMITS.maxOptions}
        >
          Add Option
        </Button>
      </Group>
    </>
  );
}
