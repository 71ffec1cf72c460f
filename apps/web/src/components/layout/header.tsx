import { Burger } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconMessageChatbot } from "@tabler/icons-react";
import { Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { lazyOptional } from "../../lib/lazy-optional.ts";
import { useSession } from "../../lib/session.ts";
import { AuthActions } from "./auth-actions.tsx";
import classes from "./header.module.css";
import { NavLinks } from "./nav-links.tsx";

/** Spec section 2: at 768 px or less the layout is mobile. */
export const MOBILE_QUERY = "(max-width: 48em)";

// The drawer is only ever opened in the mobile layout: its code is fetched when it is first opened.
const MobileDrawer = lazyOptional(() => import("./mobile-drawer.tsx"));

interface HeaderProps {
  drawerOpened: boolean;
  toggleDrawer: () => void;
  closeDrawer: () => void;
}

export function Header({ drawerOpened, toggleDrawer, closeDrawer }: HeaderProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);
  // On a phone the session shows only in the drawer: the auth client waits until it opens.
  const { data: session, isPending } = useSession(!isMobile || drawerUsed);
  const signedIn = Boolean(session);

  // The drawer belongs to the mobile layout only.
  useEffect(() => {
    if (isMobile === false) closeDrawer();
  }, [isMobile, closeDrawer]);

  return (
    <div className={classes.inner}>
      <Link to="/home" className={classes.brand} aria-label="Parley home">
        <span className={classes.brandMark} aria-hidden="true">
          <IconMessageChatbot size={20} stroke={2} />
        </span>
        Parley
      </Link>

      <nav className={`${classes.nav} ${classes.desktopOnly}`} aria-label="Main">
        <NavLinks signedIn={signedIn} />
      </nav>

      <div className={`${classes.actions} ${classes.desktopOnly}`}>
        {!isPending && <AuthActions signedIn={signedIn} name={session?.user.name} />}
      </div>

      <div className={classes.mobileOnly}>
        <Burger
          opened={drawerOpened}
          onClick={toggleDrawer}
          aria-label={drawerOpened ? "Close navigation menu" : "Open navigation menu"}
          aria-expanded={drawerOpened}
          aria-controls="mobile-navigation"
        />
      </div>

      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer opened={drawerOpened} onClose={closeDrawer} signedIn={signedIn} sessionPending={isPending} />
        </Suspense>
      )}
    </div>
  );
}
