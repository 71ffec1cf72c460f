import { PasswordInput, SimpleGrid, TextInput } from "@mantine/core";
import { type ChangeEvent, useState } from "react";
import { registerWithEmail } from "../api/auth.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { type RegisterValues, validateRegister } from "../utils/validation.ts";
import { AuthCard } from "./auth-card.tsx";

const emptyForm: RegisterValues = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };

export function RegisterPage() {
  const [values, setValues] = useState<RegisterValues>(emptyForm);
  const auth = useAuthForm("register");

  const field = (name: keyof RegisterValues) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  function handleSubmit() {
    void auth.submitWithEmail(
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
      auth={auth}
      onSubmit={handleSubmit}
      googleLabel="Sign up with Google"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="First name" autoComplete="given-name" {...field("firstName")} />
        <TextInput label="Last name" autoComplete="family-name" {...field("lastName")} />
      </SimpleGrid>
      <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...field("email")} />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        description="At least 6 characters"
        {...field("password")}
      />
      <PasswordInput label="Confirm password" autoComplete="new-password" {...field("confirmPassword")} />
    </AuthCard>
  );
}
