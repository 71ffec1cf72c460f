import { useLocalStorage } from "@mantine/hooks";
import { useCallback } from "react";

/** Where the dashboard remembers the selected form between visits. */
export const SELECTED_FORM_STORAGE_KEY = "parley.dashboard.selectedFormId";

/** Spec section 2: the selected form id is kept in local storage and removed when nothing is selected. */
export function useSelectedForm() {
  const [selectedId, setSelectedId, forget] = useLocalStorage<string | null>({
    key: SELECTED_FORM_STORAGE_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
    // The id as it is, not as JSON: the stored value stays readable and compatible with earlier visits.
    serialize: (value) => value ?? "",
    deserialize: (value) => value || null,
  });
  const select = useCallback(
    (formId: string | null) => (formId ? setSelectedId(formId) : forget()),
    [setSelectedId, forget],
  );
  return [selectedId, select] as const;
}
