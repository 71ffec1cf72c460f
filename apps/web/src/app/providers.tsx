import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { LenisOptions } from "lenis";
import { ReactLenis } from "lenis/react";
import { type ReactNode, useState } from "react";
import { BrowserRouter } from "react-router";
import { TOAST_DURATION_MS } from "../components/notify.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { theme } from "./theme.ts";

/** Spec section 9: smooth scroll duration 1.2 s. */
const lenisOptions: LenisOptions = {
  duration: 1.2,
  autoRaf: true,
  // Let scrollable parts of the page (lists, text areas) scroll themselves.
  allowNestedScroll: true,
  // Modals, drawers and dropdowns lock or own their scrolling; Lenis must not move the page behind them.
  prevent: (node) =>
    node.classList.contains("mantine-Modal-root") ||
    node.classList.contains("mantine-Drawer-root") ||
    node.classList.contains("mantine-Popover-dropdown"),
};

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Notifications position="top-right" autoClose={TOAST_DURATION_MS} zIndex={1000} />
          <ModalsProvider>
            <ReactLenis root options={lenisOptions}>
              {children}
            </ReactLenis>
          </ModalsProvider>
        </MantineProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
