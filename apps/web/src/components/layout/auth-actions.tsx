import { Button } from "@mantine/core";
import { Link } from "react-router";
import { useLogout } from "../../hooks/use-logout.ts";
import classes from "./header.module.css";

interface AuthActionsProps {
  signedIn: boolean;
  /** The greeting is shown only when a name slot is given (desktop header). */
  name?: string | undefined;
  onAction?: () => void;
}

export function AuthActions({ signedIn, name, onAction }: AuthActionsProps) {
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
