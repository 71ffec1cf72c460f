import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import type { AppConfig } from "@parley/schema";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { OwnerRoute, type OwnerScreenName } from "../app/owner-route.tsx";
import { cssVariablesResolver, theme } from "../app/theme.ts";
import { appConfigQueryKey } from "../lib/app-config.ts";

export const testConfig: AppConfig = {
  googleEnabled: false,
  demo: { userId: "demo-user", formId: "demo-form" },
  plan: { formsPerMonth: 5, responsesPerForm: 20 },
};

/** Shows where the app navigated to, so tests can assert on it. */
function CurrentPath() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

interface RenderOptions {
  /** The address the screen is rendered at. */
  route?: string;
  config?: Partial<AppConfig>;
  /** Renders the screen behind the owner guard, as that owner screen of the router. */
  owner?: OwnerScreenName;
}

/** Renders a screen inside the app's providers, with the server config already loaded. */
export function renderScreen(ui: ReactElement, { route = "/", config = {}, owner }: RenderOptions = {}) {
  notifications.clean();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(appConfigQueryKey, { ...testConfig, ...config });

  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={owner ? <OwnerRoute screen={owner}>{ui}</OwnerRoute> : ui} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}
