import { AppShell } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { useScrollToTop } from "../../hooks/use-scroll-to-top.ts";
import { PageLoader } from "../page-loader.tsx";
import { Header } from "./header.tsx";

export function AppLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const scrollToTop = useScrollToTop();

  // A new screen starts at its top.
  useEffect(() => {
    if (pathname) scrollToTop({ immediate: true });
  }, [pathname, scrollToTop]);

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header px={{ base: "md", sm: "lg" }}>
        <Header drawerOpened={drawerOpened} toggleDrawer={drawer.toggle} closeDrawer={drawer.close} />
      </AppShell.Header>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
