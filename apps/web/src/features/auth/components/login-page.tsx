import { PasswordInput, TextInput } from "@mantine/core";
import { useState } from "react";
import { loginWithEmail } from "../api/auth.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { validateLogin } from "../utils/validation.ts";
import { AuthCard } from "./auth-card.tsx";

export function LoginPage() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const auth = useAuthForm("login");

  function handleSubmit() {
    void auth.submitWithEmail(
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
      auth={auth}
      onSubmit={handleSubmit}
      googleLabel="Sign in with Google"
    >
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
    </AuthCard>
  );
}
