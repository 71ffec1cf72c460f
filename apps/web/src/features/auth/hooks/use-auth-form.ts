import { authErrorMessage } from "@parley/schema";
import { useState } from "react";
import { useNavigate } from "react-router";
import { notifyWarning } from "../../../components/notify.ts";
import { useAppConfig } from "../../../lib/app-config.ts";
import { type AuthResult, signInWithGoogle } from "../api/auth.ts";
import { googleFailureMessage } from "../utils/validation.ts";
import { useOAuthError } from "./use-oauth-error.ts";
import { useTimedMessage } from "./use-timed-message.ts";

export type AuthFlow = "login" | "register";

/** Spec section 8: the title of the warning toast each screen shows. */
const FAILURE_TITLES: Record<AuthFlow, string> = { login: "Login Failure", register: "Registration Failure" };

/** Which sign-in is under way: the other one's button waits. */
export type PendingSignIn = "email" | "google" | null;

/**
 * What the Login and Register screens share: checking the fields, calling the server, then going
 * to /create-form or reporting the failure (a red toast and a message under the form that clears
 * after 3 s); and the same for Google sign-in, including a failure Google reports on the way back.
 */
export function useAuthForm(flow: AuthFlow) {
  const navigate = useNavigate();
  const { data: config } = useAppConfig();
  const [pending, setPending] = useState<PendingSignIn>(null);
  const [message, showMessage] = useTimedMessage();

  const fail = (text: string) => {
    notifyWarning(FAILURE_TITLES[flow], text);
    showMessage(text);
  };
  useOAuthError((text) => fail(googleFailureMessage(text)));

  /** `validate` gives the message of the first invalid field, or null; `send` calls the server. */
  async function submitWithEmail(validate: () => string | null, send: () => Promise<AuthResult>) {
    if (pending) return;
    const invalid = validate();
    if (invalid) {
      showMessage(invalid);
      return;
    }
    setPending("email");
    const result = await send();
    setPending(null);
    if (result.ok) {
      navigate("/create-form");
      return;
    }
    fail(authErrorMessage(flow, result.error.code, result.error.message));
  }

  async function continueWithGoogle() {
    setPending("google");
    const result = await signInWithGoogle({ errorCallbackURL: `/${flow}` });
    if (!result.ok) {
      setPending(null);
      fail(googleFailureMessage(result.error.message));
    }
  }

  return { googleEnabled: config?.googleEnabled === true, pending, message, submitWithEmail, continueWithGoogle };
}
