import { Text } from "@mantine/core";

/** The inline validation or failure message under an auth form; an empty live region otherwise. */
export function FormMessage({ message }: { message: string | null }) {
  return (
    <Text
      role="alert"
      aria-live="assertive"
      data-testid="form-message"
      c="red.9"
      size="sm"
      ta="center"
      fw={500}
      mih={20}
    >
      {message}
    </Text>
  );
}
