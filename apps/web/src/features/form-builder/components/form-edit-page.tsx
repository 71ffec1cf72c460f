import { useParams } from "react-router";
import { Page } from "../../../components/page.tsx";
import { FormEditor } from "./form-editor.tsx";

export function FormEditPage() {
  const { id = "" } = useParams();
  return (
    <Page title="Edit Form" size="md">
      <FormEditor formId={id} />
    </Page>
  );
}
