import { Button, Group, Modal, Text } from "@mantine/core";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { Link, Outlet, useNavigate } from "react-router";
import { Page } from "../components/page.tsx";
import { StatusMessage } from "../components/status-message.tsx";
import { errorText, NOT_AUTHENTICATED_MESSAGE } from "../lib/error-text.ts";
import { OwnerIdContext, useOwner } from "../lib/owner.ts";
import { screen as lazyScreen } from "./lazy-screen.ts";

/** Spec section 9: the dashboard's logged-out popup shows for 3 s before going home. */
export const SIGNED_OUT_REDIRECT_MS = 3000;
export const DASHBOARD_SIGNED_OUT_MESSAGE = "Please log in to view the dashboard!";
export const OVERVIEW_SIGNED_OUT_MESSAGE = "Please log in to view the form responses.";

interface OwnerScreen {
  /** The screen's heading while it waits for the session or turns a visitor away. */
  title: string;
  size?: string;
  loading: string;
  signedOut: () => ReactNode;
}

const notAuthenticated = () => <StatusMessage kind="error">{errorText(NOT_AUTHENTICATED_MESSAGE)}</StatusMessage>;

/** What each owner screen says while the session is read and to a visitor who is not signed in (spec sections 2, 6, 8). */
export const OWNER_SCREENS = {
  forms: { title: "Your Forms", loading: "Loading forms...", signedOut: notAuthenticated },
  edit: { title: "Edit Form", size: "md", loading: "Loading form...", signedOut: notAuthenticated },
  overview: { title: "Form Overview", loading: "Loading form data...", signedOut: () => <LoginRequired /> },
  dashboard: { title: "Dashboard", size: "xl", loading: "Loading data...", signedOut: () => <SignedOutPopup /> },
} satisfies Record<string, OwnerScreen>;

export type OwnerScreenName = keyof typeof OWNER_SCREENS;

const OWNER_PAGES: Record<OwnerScreenName, ComponentType> = {
  dashboard: lazyScreen(() => import("./screens/dashboard-page.tsx"), "DashboardPage"),
  forms: lazyScreen(() => import("../features/forms/components/forms-page.tsx"), "FormsPage"),
  edit: lazyScreen(() => import("../features/form-builder/components/form-edit-page.tsx"), "FormEditPage"),
  overview: lazyScreen(() => import("./screens/form-overview-page.tsx"), "FormOverviewPage"),
};

/** The owner screen itself, rendered by the router under its guard. */
export function OwnerPage({ screen }: { screen: OwnerScreenName }) {
  const Page = OWNER_PAGES[screen];
  return <Page />;
}

/**
 * The one guard of the owner's screens, a layout route: its screens render only for a signed-in
 * owner, and read the owner's id with `useOwnerId()`.
 */
export function OwnerRoute({ screen, children }: { screen: OwnerScreenName; children?: ReactNode }) {
  const owner = useOwner();
  const { title, loading, signedOut, ...page }: OwnerScreen = OWNER_SCREENS[screen];
  if (owner.status === "signed-in") {
    return <OwnerIdContext.Provider value={owner.userId}>{children ?? <Outlet />}</OwnerIdContext.Provider>;
  }
  return (
    <Page title={title} {...page}>
      {owner.status === "pending" ? <StatusMessage>{loading}</StatusMessage> : signedOut()}
    </Page>
  );
}

/** The overview's alert, as a dialog, over the same text on the page. */
function LoginRequired() {
  const [alertOpen, setAlertOpen] = useState(true);
  return (
    <>
      <StatusMessage>{OVERVIEW_SIGNED_OUT_MESSAGE}</StatusMessage>
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
        <Text>{OVERVIEW_SIGNED_OUT_MESSAGE}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setAlertOpen(false)} data-autofocus>
            OK
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** The dashboard's popup titled 'Error', then home after 3 s. */
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
      <Text>{DASHBOARD_SIGNED_OUT_MESSAGE}</Text>
    </Modal>
  );
}
