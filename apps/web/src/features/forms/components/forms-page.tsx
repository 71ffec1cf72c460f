import { Page } from "../../../components/page.tsx";

export function FormsPage() {
  return <Page title="Your Forms" />;
}
