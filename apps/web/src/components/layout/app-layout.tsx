import { useDisclosure } from "@mantine/hooks";
import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { useScrollToTop } from "../../hooks/use-scroll-to-top.ts";
import { PageLoader } from "../page-loader.tsx";
import classes from "./app-layout.module.css";
import { Header } from "./header.tsx";

/**
 * react-remove-scroll's class for fixed elements: when a modal or the drawer locks the page's
 * scrolling, the header keeps its place instead of shifting by the scrollbar's width.
 */
const KEEP_CLEAR_OF_SCROLLBAR = "right-scroll-bar-position";

export function AppLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const scrollToTop = useScrollToTop();
  const latestScrollToTop = useRef(scrollToTop);
  useEffect(() => {
    latestScrollToTop.current = scrollToTop;
  }, [scrollToTop]);

  // A new screen starts at its top; not again when smooth scrolling starts up after the first paint.
  useEffect(() => {
    if (pathname) latestScrollToTop.current({ immediate: true });
  }, [pathname]);

  return (
    <>
      <header className={`${classes.header} ${KEEP_CLEAR_OF_SCROLLBAR}`}>
        <Header drawerOpened={drawerOpened} toggleDrawer={drawer.toggle} closeDrawer={drawer.close} />
      </header>
      <main className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
