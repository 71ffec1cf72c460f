import { Button, Group, Modal, Tabs, Text } from "@mantine/core";
import { IconChartPie, IconEdit, IconListDetails, IconPlugConnected } from "@tabler/icons-react";
import { type ComponentType, useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { FormAnalysisView, FormResponsesView, useShowLinkedResponses } from "../../../app/results-views.tsx";
import { Page } from "../../../components/page.tsx";
import { errorText, isNotFound, useForm, useOwner } from "../../forms/api/forms.ts";
import { StatusMessage } from "../../forms/components/status-message.tsx";

export const LOGIN_REQUIRED_MESSAGE = "Please log in to view the form responses.";

/** What the app composes into the overview from other features: the form's integrations tab. */
export interface FormOverviewSlots {
  Integrations?: ComponentType<{ userId: string; formId: string }>;
}

/** Spec section 2: /forms/{formId}, with the Results (default) and Analysis tabs. */
export function FormOverviewPage({ Integrations }: FormOverviewSlots) {
  const { formId = "" } = useParams();
  const owner = useOwner();

  return (
    <Page title="Form Overview">
      {owner.status === "signed-out" ? (
        <LoginRequired />
      ) : owner.status === "pending" ? (
        <StatusMessage>Loading form data...</StatusMessage>
      ) : (
        <Overview userId={owner.userId} formId={formId} Integrations={Integrations} />
      )}
    </Page>
  );
}

/** The spec's alert, as a dialog, over the same text on the page. */
function LoginRequired() {
  const [alertOpen, setAlertOpen] = useState(true);
  return (
    <>
      <StatusMessage>{LOGIN_REQUIRED_MESSAGE}</StatusMessage>
      <Button component={Link} to="/login">
        Login
      </Button>
      <Modal
        opened={alertOpen}
        onClose={() => setAlertOpen(false)}
        title="Login required"
        centered
        radius="lg"
        styles={{ title: { fontWeight: 700 } }}
      >
        <Text>{LOGIN_REQUIRED_MESSAGE}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setAlertOpen(false)} data-autofocus>
            OK
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function Overview({ userId, formId, Integrations }: { userId: string; formId: string } & FormOverviewSlots) {
  const form = useForm(userId, formId);
  const [tab, setTab] = useState<string | null>("results");
  useShowLinkedResponses(() => setTab("results"));
  const notFound = form.isError && isNotFound(form.error);

  // Spec section 8: on the overview 'Form not found' is only logged.
  useEffect(() => {
    if (notFound) console.error("Form not found");
  }, [notFound]);

  if (form.isPending) return <StatusMessage>Loading form data...</StatusMessage>;
  if (form.isError) {
    if (notFound) {
      return (
        <>
          <StatusMessage>This form does not exist or is no longer available.</StatusMessage>
          <Button component={Link} to="/forms" variant="light">
            Back to Your Forms
          </Button>
        </>
      );
    }
    return <StatusMessage kind="error">{errorText(form.error.message)}</StatusMessage>;
  }

  const { title, questions } = form.data;
  return (
    <>
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <Text fz="xl" fw={600} style={{ overflowWrap: "anywhere", minWidth: 0 }}>
          {title || "Untitled Form"}
        </Text>
        <Button
          component={Link}
          to={`/forms/edit/${encodeURIComponent(formId)}`}
          variant="light"
          leftSection={<IconEdit size={18} aria-hidden="true" />}
          style={{ flexShrink: 0 }}
        >
          Edit
        </Button>
      </Group>
      {questions.length === 0 ? (
        <StatusMessage>No questions available in this form.</StatusMessage>
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="results" leftSection={<IconListDetails size={18} aria-hidden="true" />}>
              Results
            </Tabs.Tab>
            <Tabs.Tab value="analysis" leftSection={<IconChartPie size={18} aria-hidden="true" />}>
              Analysis
            </Tabs.Tab>
            {Integrations && (
              <Tabs.Tab value="integrations" leftSection={<IconPlugConnected size={18} aria-hidden="true" />}>
                Integrations
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="results">
            <FormResponsesView formId={formId} />
          </Tabs.Panel>
          <Tabs.Panel value="analysis">
            <FormAnalysisView formId={formId} />
          </Tabs.Panel>
          {Integrations && (
            <Tabs.Panel value="integrations">
              <Integrations userId={userId} formId={formId} />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </>
  );
}
