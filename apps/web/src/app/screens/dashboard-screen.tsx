import { DashboardPage } from "../../features/dashboard/components/dashboard-page.tsx";
import { EmbedSnippets } from "../../features/integrations/components/embed-snippets.tsx";
import { IntegrationsPanel } from "../../features/integrations/components/integrations-panel.tsx";

/** The dashboard with the integrations feature's pieces: a form's settings and the embed code. */
export function DashboardScreen() {
  return <DashboardPage FormSettings={IntegrationsPanel} ShareExtras={EmbedSnippets} />;
}
