import { Burger, Button, Drawer, Group, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconMessageChatbot } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { useLogout } from "../../hooks/use-logout.ts";
import { useSession } from "../../lib/auth-client.ts";
import classes from "./header.module.css";
import { NavLinks } from "./nav-links.tsx";

/** Spec section 2: at 768 px or less the layout is mobile. */
export const MOBILE_QUERY = "(max-width: 48em)";

interface HeaderProps {
  drawerOpened: boolean;
  toggleDrawer: () => void;
  closeDrawer: () => void;
}

export function Header({ drawerOpened, toggleDrawer, closeDrawer }: HeaderProps) {
  const { data: session, isPending } = useSession();
  const signedIn = Boolean(session);
  const isMobile = useMediaQuery(MOBILE_QUERY);

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

      <Drawer
        id="mobile-navigation"
        opened={drawerOpened}
        onClose={closeDrawer}
        position="right"
        size="min(320px, 85vw)"
        title={<span className={classes.brand}>Parley</span>}
        closeButtonProps={{ "aria-label": "Close navigation menu" }}
      >
        <Stack gap="lg">
          <nav className={classes.drawerNav} aria-label="Mobile">
            <NavLinks signedIn={signedIn} onNavigate={closeDrawer} />
          </nav>
          {!isPending && (
            <Group grow>
              <AuthActions signedIn={signedIn} onAction={closeDrawer} />
            </Group>
          )}
        </Stack>
      </Drawer>
    </div>
  );
}

interface AuthActionsProps {
  signedIn: boolean;
  /** The greeting is shown only when a name slot is given (desktop header). */
  name?: string | undefined;
  onAction?: () => void;
}

function AuthActions({ signedIn, name, onAction }: AuthActionsProps) {
  const logout = useLogout();

  if (signedIn) {
    return (
      <>
        {onAction === undefined && <span className={classes.greeting}>Hello, {name || "User"}</span>}
        <Button
          variant="default"
          onClick={() => {
            onAction?.();
            void logout();
          }}
        >
          Logout
        </Button>
      </>
    );
  }
  return (
    <>
      <Button component={Link} to="/login" variant="default" onClick={onAction}>
        Login
      </Button>
      <Button component={Link} to="/register" onClick={onAction}>
        Register
      </Button>
    </>
  );
}
