import { Button, Group, Tabs, Text } from "@mantine/core";
import { IconChartPie, IconEdit, IconListDetails, IconPlugConnected } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { Page } from "../../components/page.tsx";
import { StatusMessage } from "../../components/status-message.tsx";
import { IntegrationsPanel } from "../../features/integrations/components/integrations-panel.tsx";
import { errorText, isNotFound } from "../../lib/error-text.ts";
import { useForm } from "../../lib/form-queries.ts";
import { useOwnerId } from "../../lib/owner.ts";
import { FormAnalysisView, FormResponsesView, useShowLinkedResponses } from "./results-views.tsx";

/** Spec section 2: /forms/{formId}, with the Results (default) and Analysis tabs. */
export function FormOverviewPage() {
  const { formId = "" } = useParams();
  return (
    <Page title="Form Overview">
      <Overview userId={useOwnerId()} formId={formId} />
    </Page>
  );
}

function Overview({ userId, formId }: { userId: string; formId: string }) {
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
    return <StatusMessage kind="error">{errorText(form.error)}</StatusMessage>;
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
            <Tabs.Tab value="integrations" leftSection={<IconPlugConnected size={18} aria-hidden="true" />}>
              Integrations
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="results">
            <FormResponsesView formId={formId} />
          </Tabs.Panel>
          <Tabs.Panel value="analysis">
            <FormAnalysisView formId={formId} />
          </Tabs.Panel>
          <Tabs.Panel value="integrations">
            <IntegrationsPanel userId={userId} formId={formId} />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
