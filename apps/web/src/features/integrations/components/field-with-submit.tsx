import { Button, Group, TextInput } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { errorMessage } from "../../../lib/api.ts";

interface FieldWithSubmitProps {
  label: string;
  placeholder: string;
  /** The submit button's label. */
  submit: string;
  /** The request the submit makes: its pending state and its last failure. */
  mutation: { isPending: boolean; error: Error | null };
  /** Sends the value; the field empties when it resolves and keeps the value when it throws. */
  onSubmit: (value: string) => Promise<void>;
  /** More of the form, under the field. */
  children?: ReactNode;
}

/** A form of one required text field with its submit button beside it; a failure shows under the field. */
export function FieldWithSubmit({ label, placeholder, submit, mutation, onSubmit, children }: FieldWithSubmitProps) {
  const [value, setValue] = useState("");

  async function send(event: FormEvent) {
    event.preventDefault();
    try {
      await onSubmit(value);
      setValue("");
    } catch {
      // The error shows under the field.
    }
  }

  return (
    <form onSubmit={send}>
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={mutation.error && errorMessage(mutation.error)}
          style={{ flex: 1, minWidth: 0 }}
          required
        />
        <Button type="submit" mt={25} loading={mutation.isPending}>
          {submit}
        </Button>
      </Group>
      {children}
    </form>
  );
}
