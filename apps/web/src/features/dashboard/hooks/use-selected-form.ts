import { useCallback, useState } from "react";

/** Where the dashboard remembers the selected form between visits. */
export const SELECTED_FORM_STORAGE_KEY = "parley.dashboard.selectedFormId";

function read(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_FORM_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Spec section 2: the selected form id is kept in local storage and removed when nothing is selected. */
export function useSelectedForm() {
  const [selectedId, setSelectedId] = useState<string | null>(read);

  const select = useCallback((formId: string | null) => {
    setSelectedId(formId);
    try {
      if (formId) window.localStorage.setItem(SELECTED_FORM_STORAGE_KEY, formId);
      else window.localStorage.removeItem(SELECTED_FORM_STORAGE_KEY);
    } catch {
      // Storage may be off (private mode); the selection still works for this visit.
    }
  }, []);

  return [selectedId, select] as const;
}
