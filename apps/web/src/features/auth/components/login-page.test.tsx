// @vitest-environment jsdom
import "../../../test/setup.ts";

import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { loginWithEmail, signInWithGoogle } from "../api/auth.ts";
import { LoginPage } from "./login-page.tsx";

vi.mock("../api/auth.ts", () => ({ loginWithEmail: vi.fn(), signInWithGoogle: vi.fn() }));

const formMessage = () => screen.getByTestId("form-message");

function fill(email: string, password: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return (async () => {
    if (email) await user.type(screen.getByLabelText("Email"), email);
    if (password) await user.type(screen.getByLabelText("Password"), password);
    return user;
  })();
}

describe("LoginPage", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(loginWithEmail).mockReset();
    vi.mocked(signInWithGoogle).mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for both fields when one is empty or blank, without calling the server", async () => {
    renderScreen(<LoginPage />, { route: "/login" });
    const user = await fill("   ", "secret");
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(formMessage().textContent).toBe("Please enter both email and password.");
    expect(loginWithEmail).not.toHaveBeenCalled();
  });

  it("clears the message after 3 seconds", async () => {
    renderScreen(<LoginPage />, { route: "/login" });
    const user = await fill("", "");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(formMessage().textContent).toBe("Please enter both email and password.");

    act(() => vi.advanceTimersByTime(2900));
    expect(formMessage().textContent).toBe("Please enter both email and password.");
    act(() => vi.advanceTimersByTime(100));
    expect(formMessage().textContent).toBe("");
  });

  it("submits with Enter, trims the email and goes to /create-form", async () => {
    vi.mocked(loginWithEmail).mockResolvedValue({ ok: true });
    renderScreen(<LoginPage />, { route: "/login" });
    const user = await fill("  ada@example.com ", "secret1");
    await user.keyboard("{Enter}");

    expect(loginWithEmail).toHaveBeenCalledWith("ada@example.com", "secret1");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/create-form"));
  });

  it.each([
    ["INVALID_EMAIL_OR_PASSWORD", "Invalid email or password", "Invalid Credentials"],
    ["USER_NOT_FOUND", "User not found", "No user found with this email."],
    ["INVALID_EMAIL", "Invalid email", "Invalid email address."],
    ["SOMETHING_ELSE", "The raw server message", "The raw server message"],
    [undefined, "Network Error", "Network Error"],
  ])("shows the spec's text for %s inline and in a 'Login Failure' toast", async (code, message, expected) => {
    vi.mocked(loginWithEmail).mockResolvedValue({ ok: false, error: { code, message } });
    renderScreen(<LoginPage />, { route: "/login" });
    const user = await fill("ada@example.com", "secret1");
    await user.click(screen.getByRole("button", { name: "Login" }));

    await waitFor(() => expect(formMessage().textContent).toBe(expected));
    const toast = (await screen.findByText("Login Failure")).closest(".mantine-Notification-root");
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText(expected)).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/login");
  });

  it("offers Google sign-in only when the server enables it", async () => {
    renderScreen(<LoginPage />, { route: "/login" });
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull();
  });

  it("reports a Google failure as 'Google signup failed. ' and the message", async () => {
    vi.mocked(signInWithGoogle).mockResolvedValue({ ok: false, error: { code: undefined, message: "Provider down" } });
    renderScreen(<LoginPage />, { route: "/login", config: { googleEnabled: true } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Sign in with Google" }));

    await waitFor(() => expect(formMessage().textContent).toBe("Google signup failed. Provider down"));
  });
});
