// @vitest-environment jsdom
import "../../../test/setup.ts";

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { registerWithEmail, signInWithGoogle } from "../api/auth.ts";
import { RegisterPage } from "./register-page.tsx";

vi.mock("../api/auth.ts", () => ({ registerWithEmail: vi.fn(), signInWithGoogle: vi.fn() }));

const formMessage = () => screen.getByTestId("form-message");

interface Fields {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
}

const complete: Required<Fields> = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  password: "secret1",
  confirmPassword: "secret1",
};

async function submit(fields: Fields) {
  const user = userEvent.setup();
  const labels: Record<keyof Fields, string> = {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    password: "Password",
    confirmPassword: "Confirm password",
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value) await user.type(screen.getByLabelText(labels[name as keyof Fields]), value);
  }
  await user.click(screen.getByRole("button", { name: "Register" }));
}

describe("RegisterPage", () => {
  beforeEach(() => {
    vi.mocked(registerWithEmail).mockReset();
    vi.mocked(signInWithGoogle).mockReset();
    renderScreen(<RegisterPage />, { route: "/register" });
  });

  it.each([
    ["all fields are empty", {}],
    ["the last name is blank", { ...complete, lastName: "   " }],
    ["the confirmation is missing", { ...complete, confirmPassword: "" }],
  ])("requires every field when %s", async (_case, fields) => {
    await submit(fields);
    expect(formMessage().textContent).toBe("All fields are required.");
    expect(registerWithEmail).not.toHaveBeenCalled();
  });

  it("checks that the passwords match before their length", async () => {
    await submit({ ...complete, password: "abc", confirmPassword: "abd" });
    expect(formMessage().textContent).toBe("Passwords do not match.");
  });

  it("requires at least 6 characters", async () => {
    await submit({ ...complete, password: "abcde", confirmPassword: "abcde" });
    expect(formMessage().textContent).toBe("Password should be at least 6 characters.");
    expect(registerWithEmail).not.toHaveBeenCalled();
  });

  it("registers with trimmed names and goes to /create-form", async () => {
    vi.mocked(registerWithEmail).mockResolvedValue({ ok: true });
    await submit({ ...complete, firstName: " Ada ", email: "ada@example.com " });

    expect(registerWithEmail).toHaveBeenCalledWith({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      password: "secret1",
    });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/create-form"));
  });

  it.each([
    ["USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "User already exists", "This email is already in use."],
    ["INVALID_EMAIL", "Invalid email", "Invalid email address."],
    ["PASSWORD_TOO_SHORT", "Password too short", "Password is too weak."],
    ["SOMETHING_ELSE", "The raw server message", "The raw server message"],
  ])("shows the spec's text for %s with a 'Registration Failure' toast", async (code, message, expected) => {
    vi.mocked(registerWithEmail).mockResolvedValue({ ok: false, error: { code, message } });
    await submit(complete);

    await waitFor(() => expect(formMessage().textContent).toBe(expected));
    expect(await screen.findByText("Registration Failure")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/register");
  });
});
