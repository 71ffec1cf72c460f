import { Page } from "../../../components/page.tsx";

export function CreateCompletePage() {
  return <Page title="Thank you for your time!" />;
}
