import { Button, Group, Modal, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import { useRef } from "react";

export interface PopupContent {
  /** Warnings are red, successes green (spec section 8). */
  kind: "warning" | "success";
  title: string;
  message: string;
}

interface PopupProps {
  popup: PopupContent | null;
  onClose: () => void;
}

/** A dismissible modal message: the spec's 'popup'. */
export function Popup({ popup, onClose }: PopupProps) {
  // Keep showing the last message while the modal fades out.
  const last = useRef<PopupContent | null>(popup);
  if (popup) last.current = popup;
  const shown = popup ?? last.current;
  const color = shown?.kind === "warning" ? "red" : "green";

  return (
    <Modal
      opened={popup !== null}
      onClose={onClose}
      centered
      radius="lg"
      size="sm"
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={color} variant="light" radius="xl" size={36}>
            {shown?.kind === "warning" ? (
              <IconAlertTriangle size={20} aria-hidden="true" />
            ) : (
              <IconCheck size={20} aria-hidden="true" />
            )}
          </ThemeIcon>
          <Text component="span" fw={700} fz="lg" c={`var(--mantine-color-${color}-filled)`}>
            {shown?.title}
          </Text>
        </Group>
      }
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Text>{shown?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button color={color} onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
