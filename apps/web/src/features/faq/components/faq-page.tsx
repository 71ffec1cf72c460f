import { Page } from "../../../components/page.tsx";

export function FaqPage() {
  return <Page title="FAQ" />;
}
