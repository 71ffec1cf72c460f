import { Button, Group, Modal, Text } from "@mantine/core";

/** Spec section 2: deleting a form asks this first. */
export const DELETE_CONFIRMATION = "Are you sure you want to delete this survey?";

interface ConfirmDeleteModalProps {
  /** The form waiting for confirmation, or null when the dialog is closed. */
  target: { id: string; title: string } | null;
  onConfirm: (formId: string) => void;
  onCancel: () => void;
  pending?: boolean;
}

export function ConfirmDeleteModal({ target, onConfirm, onCancel, pending = false }: ConfirmDeleteModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onCancel}
      title="Delete form"
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text>{DELETE_CONFIRMATION}</Text>
      {target && (
        <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: "anywhere" }}>
          {target.title || "Untitled Form"}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" loading={pending} onClick={() => target && onConfirm(target.id)} data-autofocus>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
