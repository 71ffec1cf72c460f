import { Divider } from "@mantine/core";
import type { PendingSignIn } from "../hooks/use-auth-form.ts";
import { GoogleButton } from "./google-button.tsx";

interface GoogleAlternativeProps {
  /** 'Sign in with Google' or 'Sign up with Google'. */
  label: string;
  pending: PendingSignIn;
  onClick: () => void;
}

/** Under the Login and Register forms: 'or', then the Google button. */
export function GoogleAlternative({ label, pending, onClick }: GoogleAlternativeProps) {
  return (
    <>
      <Divider label="or" labelPosition="center" my="md" />
      <GoogleButton fullWidth size="md" onClick={onClick} loading={pending === "google"} disabled={pending === "email"}>
        {label}
      </GoogleButton>
    </>
  );
}
