import { Button, Group, Modal, Text } from "@mantine/core";
import type { ReactNode } from "react";

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; Cancel has the focus, so Enter changes nothing. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
          Cancel
        </Button>
        {/* The darkest red keeps white text readable (WCAG AA contrast). */}
        <Button color="red.9" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
