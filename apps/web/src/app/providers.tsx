import { MantineProvider } from "@mantine/core";
import { type ReactNode, Suspense } from "react";
import { BrowserRouter } from "react-router";
import { lazyOptional } from "../lib/lazy-optional.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

// Not needed to draw the first screen: each is a chunk of its own, fetched once the page is up.
const NotificationsHost = lazyOptional(() => import("./notifications-host.tsx"));
const SmoothScroll = lazyOptional(() => import("./smooth-scroll.tsx"));

/** TanStack Query's provider is not here: the screens that use it bring it (see router.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      {/* All of the theme's CSS variables come from here, so the 27 kB default-css-variables.css
          stylesheet (the same values, for the default theme) need not be downloaded. */}
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        deduplicateCssVariables={false}
      >
        <Suspense fallback={null}>
          <NotificationsHost />
          <SmoothScroll />
        </Suspense>
        {children}
      </MantineProvider>
    </BrowserRouter>
  );
}
