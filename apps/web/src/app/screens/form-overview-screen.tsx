import { FormOverviewPage } from "../../features/form-overview/components/form-overview-page.tsx";
import { IntegrationsPanel } from "../../features/integrations/components/integrations-panel.tsx";

/** The overview with the integrations feature's tab. */
export function FormOverviewScreen() {
  return <FormOverviewPage Integrations={IntegrationsPanel} />;
}
