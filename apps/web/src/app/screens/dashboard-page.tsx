import {
  ActionIcon,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import type { FormSummary } from "@parley/schema";
import { IconPlus, IconSettings, IconShare, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { Page } from "../../components/page.tsx";
import { StatusMessage } from "../../components/status-message.tsx";
import { SharePanel } from "../../features/dashboard/components/share-panel.tsx";
import { useSelectedForm } from "../../features/dashboard/hooks/use-selected-form.ts";
import { FormEditor } from "../../features/form-builder/components/form-editor.tsx";
import { IntegrationsPanel } from "../../features/integrations/components/integrations-panel.tsx";
import { useConfirmDeleteForm } from "../../hooks/use-confirm-delete-form.tsx";
import { useScrollToTop } from "../../hooks/use-scroll-to-top.ts";
import { errorText } from "../../lib/error-text.ts";
import { useFormsList } from "../../lib/form-queries.ts";
import { useOwnerId } from "../../lib/owner.ts";
import classes from "./dashboard.module.css";
import { FormAnalysisView, FormResponsesView, useShowLinkedResponses } from "./results-views.tsx";

/** Spec section 8: the dashboard's text for a missing form. */
const FORM_NOT_FOUND = "Form not found";
const UNTITLED_FORM = "Untitled Form";

type DashboardView = "edit" | "analyze" | "responses" | "settings";
const VIEWS: { value: Exclude<DashboardView, "settings">; label: string }[] = [
  { value: "edit", label: "Edit" },
  { value: "analyze", label: "Analyze" },
  { value: "responses", label: "Responses" },
];

export function DashboardPage() {
  return (
    <Page title="Dashboard" size="xl">
      <Dashboard userId={useOwnerId()} />
    </Page>
  );
}

function Dashboard({ userId }: { userId: string }) {
  const forms = useFormsList(userId);
  const [selectedId, select] = useSelectedForm();
  const [view, setView] = useState<DashboardView>("edit");
  useShowLinkedResponses(() => setView("responses"));
  const scrollToTop = useScrollToTop();

  const list = forms.data;
  const selected = list?.find((form) => form.id === selectedId);

  // A remembered form that no longer exists is forgotten.
  useEffect(() => {
    if (list && selectedId && !list.some((form) => form.id === selectedId)) select(null);
  }, [list, selectedId, select]);

  if (forms.isPending) return <StatusMessage>Loading data...</StatusMessage>;
  if (forms.isError) return <StatusMessage kind="error">{errorText(forms.error)}</StatusMessage>;

  return (
    <div className={classes.layout}>
      <aside className={classes.sidebar} aria-label="Dashboard sidebar">
        {selected && (
          <Card withBorder radius="lg" padding="md" className={classes.selectedCard}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Selected form
            </Text>
            <Title order={2} fz="lg" mt={4} mb="sm" style={{ overflowWrap: "anywhere" }}>
              {selected.title || UNTITLED_FORM}
            </Title>
            <SegmentedControl
              fullWidth
              // In settings none of the three views is chosen.
              value={view === "settings" ? "" : view}
              onChange={(value) => setView(value as DashboardView)}
              data={VIEWS}
              aria-label="Form view"
            />
            <Button
              fullWidth
              mt="xs"
              variant={view === "settings" ? "filled" : "light"}
              leftSection={<IconSettings size={18} aria-hidden="true" />}
              aria-pressed={view === "settings"}
              onClick={() => setView(view === "settings" ? "edit" : "settings")}
            >
              Settings
            </Button>
          </Card>
        )}
        <div className={classes.formsList}>
          <FormsListCard
            userId={userId}
            forms={list ?? []}
            selectedId={selected?.id ?? null}
            onSelect={(formId) => {
              select(formId);
              scrollToTop();
            }}
            onDeleted={(formId) => {
              if (formId === selectedId) select(null);
            }}
          />
        </div>
      </aside>

      <section className={classes.main} aria-label="Form details">
        {selected ? (
          <Card withBorder radius="lg" padding="lg">
            <MainView view={view} userId={userId} formId={selected.id} />
          </Card>
        ) : (
          <Card withBorder radius="lg" padding="xl">
            <Text c="dimmed" ta="center">
              Please select a form to view its details.
            </Text>
          </Card>
        )}
      </section>
    </div>
  );
}

interface MainViewProps {
  view: DashboardView;
  userId: string;
  formId: string;
}

function MainView({ view, userId, formId }: MainViewProps) {
  if (view === "settings") {
    return (
      <Titled title="Form settings">
        <IntegrationsPanel key={formId} userId={userId} formId={formId} />
      </Titled>
    );
  }
  if (view === "analyze") return <FormAnalysisView key={formId} formId={formId} notFoundMessage={FORM_NOT_FOUND} />;
  if (view === "responses") {
    return <FormResponsesView key={formId} formId={formId} notFoundMessage={FORM_NOT_FOUND} />;
  }
  return (
    <Titled title="Edit Form">
      <FormEditor key={formId} formId={formId} notFoundMessage={FORM_NOT_FOUND} />
    </Titled>
  );
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: "xl", sm: 26 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface FormsListCardProps {
  userId: string;
  forms: FormSummary[];
  selectedId: string | null;
  onSelect: (formId: string) => void;
  onDeleted: (formId: string) => void;
}

function FormsListCard({ userId, forms, selectedId, onSelect, onDeleted }: FormsListCardProps) {
  const [sharedId, setSharedId] = useState<string | null>(null);
  const remove = useConfirmDeleteForm(userId, (formId) => {
    if (sharedId === formId) setSharedId(null);
    onDeleted(formId);
  });

  return (
    <Card withBorder radius="lg" padding="md">
      <Title order={2} fz="lg" mb="sm">
        Your Forms
      </Title>
      {remove.error}
      {forms.length === 0 ? (
        <Text c="dimmed" size="sm" py="xs">
          You haven't created any forms yet.
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
          {forms.map((form) => {
            const title = form.title || UNTITLED_FORM;
            const isSelected = form.id === selectedId;
            const isShared = form.id === sharedId;
            return (
              <li key={form.id} className={classes.item} data-selected={isSelected || undefined}>
                <Group gap={4} wrap="nowrap" pr={4}>
                  <UnstyledButton
                    className={classes.itemButton}
                    onClick={() => onSelect(form.id)}
                    aria-pressed={isSelected}
                  >
                    {title}
                  </UnstyledButton>
                  <Tooltip label="Share" withArrow>
                    <ActionIcon
                      variant={isShared ? "filled" : "subtle"}
                      aria-label={`Share ${title}`}
                      aria-expanded={isShared}
                      onClick={() => setSharedId(isShared ? null : form.id)}
                    >
                      <IconShare size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete" withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${title}`}
                      onClick={() => remove.ask(form)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                </Group>
                {isShared && (
                  <Stack p="xs" pt={4}>
                    <SharePanel userId={userId} formId={form.id} title={title} />
                  </Stack>
                )}
              </li>
            );
          })}
        </Stack>
      )}
      <Button
        component={Link}
        to="/create-form"
        mt="md"
        fullWidth
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden="true" />}
      >
        Create New Form
      </Button>
      {remove.modal}
    </Card>
  );
}
