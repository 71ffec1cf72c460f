import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { registerWithEmail } from "../api/auth.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { type RegisterValues, validateRegister } from "../utils/validation.ts";
import { AuthCard } from "./auth-card.tsx";
import { FormMessage } from "./form-message.tsx";
import { GoogleAlternative } from "./google-alternative.tsx";

const emptyForm: RegisterValues = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };

export function RegisterPage() {
  const [values, setValues] = useState<RegisterValues>(emptyForm);
  const { googleEnabled, pending, message, submitWithEmail, continueWithGoogle } = useAuthForm("register");

  const field = (name: keyof RegisterValues) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submitWithEmail(
      () => validateRegister(values),
      () =>
        registerWithEmail({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
        }),
    );
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
      {googleEnabled && (
        <GoogleAlternative label="Sign up with Google" pending={pending} onClick={continueWithGoogle} />
      )}
      <FormMessage message={message} />
    </AuthCard>
  );
}
