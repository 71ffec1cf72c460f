import { Text } from "@mantine/core";
import type { ReactNode } from "react";

interface StatusMessageProps {
  children: ReactNode;
  /** Errors are announced at once and shown in red; the rest politely. */
  kind?: "info" | "error";
}

/** A one-line state of a screen: loading, empty, or 'Error: {message}'. */
export function StatusMessage({ children, kind = "info" }: StatusMessageProps) {
  return (
    <Text
      role={kind === "error" ? "alert" : "status"}
      c={kind === "error" ? "red.9" : "dimmed"}
      fw={kind === "error" ? 600 : undefined}
      py="md"
      style={{ overflowWrap: "anywhere" }}
    >
      {children}
    </Text>
  );
}
