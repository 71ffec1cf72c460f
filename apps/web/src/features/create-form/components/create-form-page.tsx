import { Page } from "../../../components/page.tsx";

export function CreateFormPage() {
  return <Page title="Create Form" />;
}
