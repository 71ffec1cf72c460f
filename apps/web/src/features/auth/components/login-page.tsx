import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { loginWithEmail } from "../api/auth.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { validateLogin } from "../utils/validation.ts";
import { AuthCard } from "./auth-card.tsx";
import { FormMessage } from "./form-message.tsx";
import { GoogleAlternative } from "./google-alternative.tsx";

export function LoginPage() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { googleEnabled, pending, message, submitWithEmail, continueWithGoogle } = useAuthForm("login");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submitWithEmail(
      () => validateLogin({ email, password }),
      () => loginWithEmail(email.trim(), password),
    );
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
      {googleEnabled && (
        <GoogleAlternative label="Sign in with Google" pending={pending} onClick={continueWithGoogle} />
      )}
      <FormMessage message={message} />
    </AuthCard>
  );
}
