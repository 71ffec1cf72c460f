import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import type { FormSummary } from "@parley/schema";
import { IconPlus, IconSettings, IconShare, IconTrash } from "@tabler/icons-react";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FormAnalysisView, FormResponsesView, useShowLinkedResponses } from "../../../app/results-views.tsx";
import { Page } from "../../../components/page.tsx";
import { useScrollToTop } from "../../../hooks/use-scroll-to-top.ts";
import { FormEditor } from "../../form-edit/components/form-editor.tsx";
import { errorText, useDeleteForm, useFormsList, useOwner } from "../../forms/api/forms.ts";
import { ConfirmDeleteModal } from "../../forms/components/confirm-delete-modal.tsx";
import { StatusMessage } from "../../forms/components/status-message.tsx";
import { useSelectedForm } from "../hooks/use-selected-form.ts";
import classes from "./dashboard.module.css";
import { type ShareExtras, SharePanel } from "./share-panel.tsx";

/** Spec section 9: the logged-out popup shows for 3 s before going home. */
export const SIGNED_OUT_REDIRECT_MS = 3000;
export const SIGNED_OUT_MESSAGE = "Please log in to view the dashboard!";
/** Spec section 8: the dashboard's text for a missing form. */
const FORM_NOT_FOUND = "Form not found";
const UNTITLED_FORM = "Untitled Form";

type DashboardView = "edit" | "analyze" | "responses" | "settings";
const VIEWS: { value: Exclude<DashboardView, "settings">; label: string }[] = [
  { value: "edit", label: "Edit" },
  { value: "analyze", label: "Analyze" },
  { value: "responses", label: "Responses" },
];

/**
 * What other features put into the dashboard, composed by the app (features do not import each other):
 * the selected form's settings (webhooks, email...) and more for the share panel (embed code).
 */
export interface DashboardSlots {
  FormSettings?: ComponentType<{ userId: string; formId: string }>;
  ShareExtras?: ShareExtras;
}

export function DashboardPage(slots: DashboardSlots) {
  const owner = useOwner();
  return (
    <Page title="Dashboard" size="xl">
      {owner.status === "signed-out" ? (
        <SignedOutPopup />
      ) : owner.status === "pending" ? (
        <StatusMessage>Loading data...</StatusMessage>
      ) : (
        <Dashboard userId={owner.userId} {...slots} />
      )}
    </Page>
  );
}

function SignedOutPopup() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/home"), SIGNED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Modal
      opened
      onClose={() => navigate("/home")}
      title="Error"
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text>{SIGNED_OUT_MESSAGE}</Text>
    </Modal>
  );
}

function Dashboard({ userId, FormSettings, ShareExtras }: { userId: string } & DashboardSlots) {
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
  if (forms.isError) return <StatusMessage kind="error">{errorText(forms.error.message)}</StatusMessage>;

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
            {FormSettings && (
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
            )}
          </Card>
        )}
        <div className={classes.formsList}>
          <FormsListCard
            userId={userId}
            forms={list ?? []}
            ShareExtras={ShareExtras}
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
            <MainView view={view} userId={userId} formId={selected.id} FormSettings={FormSettings} />
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

interface MainViewProps extends Pick<DashboardSlots, "FormSettings"> {
  view: DashboardView;
  userId: string;
  formId: string;
}

function MainView({ view, userId, formId, FormSettings }: MainViewProps) {
  if (view === "settings" && FormSettings) {
    return (
      <Titled title="Form settings">
        <FormSettings key={formId} userId={userId} formId={formId} />
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
  ShareExtras?: ShareExtras;
}

function FormsListCard({ userId, forms, selectedId, onSelect, onDeleted, ShareExtras }: FormsListCardProps) {
  const remove = useDeleteForm(userId);
  const [target, setTarget] = useState<FormSummary | null>(null);
  const [sharedId, setSharedId] = useState<string | null>(null);

  return (
    <Card withBorder radius="lg" padding="md">
      <Title order={2} fz="lg" mb="sm">
        Your Forms
      </Title>
      {remove.isError && <StatusMessage kind="error">{errorText(remove.error.message)}</StatusMessage>}
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
                      onClick={() => setTarget(form)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                </Group>
                {isShared && (
                  <Stack p="xs" pt={4}>
                    <SharePanel userId={userId} formId={form.id} title={title} Extras={ShareExtras} />
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
      <ConfirmDeleteModal
        target={target}
        pending={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={(formId) => {
          remove.reset();
          remove.mutate(formId, {
            onSuccess: () => {
              if (sharedId === formId) setSharedId(null);
              onDeleted(formId);
            },
            onSettled: () => setTarget(null),
          });
        }}
      />
    </Card>
  );
}
