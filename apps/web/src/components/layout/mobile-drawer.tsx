import { Drawer, Group, Stack } from "@mantine/core";
import { AuthActions } from "./auth-actions.tsx";
import classes from "./header.module.css";
import { NavLinks } from "./nav-links.tsx";

interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  signedIn: boolean;
  /** While the session is being read, neither Login/Register nor Logout is offered. */
  sessionPending: boolean;
}

/** Spec section 2: the side drawer of the mobile layout, with the header's links and buttons. */
export default function MobileDrawer({ opened, onClose, signedIn, sessionPending }: MobileDrawerProps) {
  return (
    <Drawer
      id="mobile-navigation"
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(320px, 85vw)"
      title={<span className={classes.brand}>Parley</span>}
      closeButtonProps={{ "aria-label": "Close navigation menu" }}
    >
      <Stack gap="lg">
        <nav className={classes.drawerNav} aria-label="Mobile">
          <NavLinks signedIn={signedIn} onNavigate={onClose} />
        </nav>
        {!sessionPending && (
          <Group grow>
            <AuthActions signedIn={signedIn} onAction={onClose} />
          </Group>
        )}
      </Stack>
    </Drawer>
  );
}
