import { PASSWORD_MIN_LENGTH } from "@parley/schema";

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const isBlank = (value: string) => value.trim() === "";

/** Spec section 5: the first message that applies, or null when the login can be sent. */
export function validateLogin({ email, password }: LoginValues): string | null {
  if (isBlank(email) || isBlank(password)) return "Please enter both email and password.";
  return null;
}

/** Spec section 5, checked in this order: required fields, matching passwords, password length. */
export function validateRegister(values: RegisterValues): string | null {
  if (Object.values(values).some(isBlank)) return "All fields are required.";
  if (values.password !== values.confirmPassword) return "Passwords do not match.";
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    return `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  return null;
}

/** Spec section 8: how a failed Google sign-in or sign-up reads. */
export function googleFailureMessage(message: string): string {
  return `Google signup failed. ${message}`;
}
