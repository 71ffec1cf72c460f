import { Page } from "../../../components/page.tsx";

export function FormOverviewPage() {
  return <Page title="Form Overview" />;
}
