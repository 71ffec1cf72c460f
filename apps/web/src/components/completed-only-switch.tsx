import { Switch } from "@mantine/core";
import { useCompletedOnly } from "../lib/completed-only.ts";

/** One switch for the form's analysis and its per-question results: partial responses in or out. */
export function CompletedOnlySwitch({ formId }: { formId: string }) {
  const [completedOnly, setCompletedOnly] = useCompletedOnly(formId);
  return (
    <Switch
      checked={completedOnly}
      onChange={(event) => setCompletedOnly(event.currentTarget.checked)}
      label="Completed responses only"
      description="Leave partial responses out of the analysis and the results by question"
    />
  );
}
