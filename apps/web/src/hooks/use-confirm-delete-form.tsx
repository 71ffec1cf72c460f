import type { FormSummary } from "@parley/schema";
import { useState } from "react";
import { ConfirmDeleteModal } from "../components/confirm-delete-modal.tsx";
import { StatusMessage } from "../components/status-message.tsx";
import { errorText } from "../lib/error-text.ts";
import { useDeleteForm } from "../lib/form-queries.ts";

/**
 * Deleting a form from a list of them, after a confirmation: `ask(form)` opens the dialog, `modal` is
 * the dialog to render, `error` the failure to show (null when there is none).
 */
export function useConfirmDeleteForm(userId: string, onDeleted?: (formId: string) => void) {
  const remove = useDeleteForm(userId);
  const [target, setTarget] = useState<FormSummary | null>(null);
  const modal = (
    <ConfirmDeleteModal
      target={target}
      pending={remove.isPending}
      onCancel={() => setTarget(null)}
      onConfirm={(formId) => {
        remove.reset();
        remove.mutate(formId, { onSuccess: () => onDeleted?.(formId), onSettled: () => setTarget(null) });
      }}
    />
  );
  const error = remove.isError ? <StatusMessage kind="error">{errorText(remove.error)}</StatusMessage> : null;
  return { ask: setTarget, modal, error };
}
