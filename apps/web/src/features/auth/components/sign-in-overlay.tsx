import { Button, Modal, Stack } from "@mantine/core";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAppConfig } from "../../../lib/app-config.ts";
import { signInWithGoogle } from "../api/auth.ts";
import { GoogleButton } from "./google-button.tsx";

interface SignInOverlayProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Spec section 2: asks a signed-out visitor to sign in; after sign-in the app goes to /create-form.
 * Failures are only logged (spec section 8). Email sign-in is offered too, since Google may be off.
 */
export function SignInOverlay({ opened, onClose }: SignInOverlayProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: config } = useAppConfig();
  const [pending, setPending] = useState(false);

  async function handleGoogle() {
    setPending(true);
    const result = await signInWithGoogle({ callbackURL: "/create-form", errorCallbackURL: pathname });
    if (!result.ok) {
      setPending(false);
      console.error("Google sign-in failed:", result.error.code ?? "", result.error.message);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      withCloseButton={false}
      title="Welcome Back! Please sign in to continue."
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", textAlign: "center", flex: 1 } }}
    >
      <Stack gap="sm">
        {config?.googleEnabled && (
          <GoogleButton fullWidth size="md" onClick={handleGoogle} loading={pending}>
            Sign in with Google
          </GoogleButton>
        )}
        <Button
          fullWidth
          size="md"
          variant={config?.googleEnabled ? "light" : "filled"}
          onClick={() => {
            onClose();
            navigate("/login");
          }}
        >
          Sign in with email
        </Button>
        <Button fullWidth variant="subtle" color="gray" onClick={onClose}>
          Close
        </Button>
      </Stack>
    </Modal>
  );
}
