import { Page } from "../../../components/page.tsx";

export function RespondPage() {
  return <Page title="Survey" />;
}
