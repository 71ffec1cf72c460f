import { Button, Divider, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { authErrorMessage } from "@parley/schema";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { notifyWarning } from "../../../components/notify.ts";
import { useAppConfig } from "../../../lib/app-config.ts";
import { registerWithEmail, signInWithGoogle } from "../api/auth.ts";
import { useOAuthError } from "../hooks/use-oauth-error.ts";
import { useTimedMessage } from "../hooks/use-timed-message.ts";
import { googleFailureMessage, type RegisterValues, validateRegister } from "../utils/validation.ts";
import { AuthCard } from "./auth-card.tsx";
import { FormMessage } from "./form-message.tsx";
import { GoogleButton } from "./google-button.tsx";

const FAILURE_TITLE = "Registration Failure";

const emptyForm: RegisterValues = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };

export function RegisterPage() {
  const navigate = useNavigate();
  const { data: config } = useAppConfig();
  const [values, setValues] = useState<RegisterValues>(emptyForm);
  const [pending, setPending] = useState<"email" | "google" | null>(null);
  const [message, showMessage] = useTimedMessage();

  const fail = (text: string) => {
    notifyWarning(FAILURE_TITLE, text);
    showMessage(text);
  };
  useOAuthError((text) => fail(googleFailureMessage(text)));

  const field = (name: keyof RegisterValues) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const invalid = validateRegister(values);
    if (invalid) {
      showMessage(invalid);
      return;
    }
    setPending("email");
    const result = await registerWithEmail({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    });
    setPending(null);
    if (result.ok) {
      navigate("/create-form");
      return;
    }
    fail(authErrorMessage("register", result.error.code, result.error.message));
  }

  async function handleGoogle() {
    setPending("google");
    const result = await signInWithGoogle({ errorCallbackURL: "/register" });
    if (!result.ok) {
      setPending(null);
      fail(googleFailureMessage(result.error.message));
    }
  }

  return (
    <AuthCard
      title="Register"
      subtitle="Create your free account and build your first AI-assisted form."
      switchPrompt="Already have an account?"
      switchLabel="Login"
      switchTo="/login"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="given-name" {...field("firstName")} />
            <TextInput label="Last name" autoComplete="family-name" {...field("lastName")} />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...field("email")}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 6 characters"
            {...field("password")}
          />
          <PasswordInput label="Confirm password" autoComplete="new-password" {...field("confirmPassword")} />
          <Button type="submit" fullWidth size="md" loading={pending === "email"} disabled={pending === "google"}>
            Register
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
            Sign up with Google
          </GoogleButton>
        </>
      )}
      <FormMessage message={message} />
    </AuthCard>
  );
}
