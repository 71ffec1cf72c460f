import { MantineProvider } from "@mantine/core";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { BrowserRouter } from "react-router";
import { lazyOptional } from "../lib/lazy-optional.ts";
import { useToastHostWanted } from "../lib/toast-host.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

// Not needed to draw the first screen: each is a chunk of its own, fetched when first needed.
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
          <LazyShellParts />
        </Suspense>
        {children}
      </MantineProvider>
    </BrowserRouter>
  );
}

/**
 * Toasts once one is shown; smooth scrolling once the visitor scrolls with a wheel or touchpad (Lenis
 * only smooths those; touch and keys scroll natively anyway).
 */
function LazyShellParts() {
  const toasts = useToastHostWanted();
  const [smoothScroll, setSmoothScroll] = useState(false);
  useEffect(() => {
    const start = () => setSmoothScroll(true);
    window.addEventListener("wheel", start, { once: true, passive: true });
    return () => window.removeEventListener("wheel", start);
  }, []);
  return (
    <>
      {toasts && <NotificationsHost />}
      {smoothScroll && <SmoothScroll />}
    </>
  );
}
