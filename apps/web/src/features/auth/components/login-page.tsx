import { Button, Divider, PasswordInput, Stack, TextInput } from "@mantine/core";
import { authErrorMessage } from "@parley/schema";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { notifyWarning } from "../../../components/notify.ts";
import { useAppConfig } from "../../../lib/app-config.ts";
import { loginWithEmail, signInWithGoogle } from "../api/auth.ts";
import { useOAuthError } from "../hooks/use-oauth-error.ts";
import { useTimedMessage } from "../hooks/use-timed-message.ts";
import { googleFailureMessage, validateLogin } from "../utils/validation.ts";
import { AuthCard } from "./auth-card.tsx";
import { FormMessage } from "./form-message.tsx";
import { GoogleButton } from "./google-button.tsx";

const FAILURE_TITLE = "Login Failure";

export function LoginPage() {
  const navigate = useNavigate();
  const { data: config } = useAppConfig();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState<"email" | "google" | null>(null);
  const [message, showMessage] = useTimedMessage();

  const fail = (text: string) => {
    notifyWarning(FAILURE_TITLE, text);
    showMessage(text);
  };
  useOAuthError((text) => fail(googleFailureMessage(text)));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const invalid = validateLogin({ email, password });
    if (invalid) {
      showMessage(invalid);
      return;
    }
    setPending("email");
    const result = await loginWithEmail(email.trim(), password);
    setPending(null);
    if (result.ok) {
      navigate("/create-form");
      return;
    }
    fail(authErrorMessage("login", result.error.code, result.error.message));
  }

  async function handleGoogle() {
    setPending("google");
    const result = await signInWithGoogle({ errorCallbackURL: "/login" });
    if (!result.ok) {
      setPending(null);
      fail(googleFailureMessage(result.error.message));
    }
  }

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back! Sign in to create and analyse your forms."
      switchPrompt="Don't have an account?"
      switchLabel="Register"
      switchTo="/register"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" fullWidth size="md" loading={pending === "email"} disabled={pending === "google"}>
            Login
          </Button>
        </Stack>
      </form>
      {config?.googleEnabled && (
        <>
          <Divider label="or" labelPosition="center" my="md" />
          <GoogleButton
            fullWidth
            size="md"
            onClick={handleGoogle}
            loading={pending === "google"}
            disabled={pending === "email"}
          >
            Sign in with Google
          </GoogleButton>
        </>
      )}
      <FormMessage message={message} />
    </AuthCard>
  );
}
