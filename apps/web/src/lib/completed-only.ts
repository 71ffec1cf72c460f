import { useLocalStorage } from "@mantine/hooks";

/**
 * The owner's switch that leaves partial responses out of a form's analysis (sentiment, themes,
 * per-question results). One value per form, shared by every view that shows it and kept across visits.
 */
export function useCompletedOnly(formId: string) {
  return useLocalStorage<boolean>({
    key: `parley:completed-only:${formId}`,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
}
