import { Page } from "../../../components/page.tsx";

export function FormEditPage() {
  return <Page title="Edit Form" />;
}
