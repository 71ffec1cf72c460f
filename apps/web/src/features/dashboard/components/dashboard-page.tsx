import { Page } from "../../../components/page.tsx";

export function DashboardPage() {
  return <Page title="Dashboard" />;
}
