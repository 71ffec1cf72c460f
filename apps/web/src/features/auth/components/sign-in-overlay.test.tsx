// @vitest-environment jsdom
import "../../../test/setup.ts";

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { signInWithGoogle } from "../api/auth.ts";
import { SignInOverlay } from "./sign-in-overlay.tsx";

vi.mock("../api/auth.ts", () => ({ signInWithGoogle: vi.fn() }));

describe("SignInOverlay", () => {
  beforeEach(() => vi.mocked(signInWithGoogle).mockReset());

  it("invites the visitor to sign in and closes on Close", async () => {
    const onClose = vi.fn();
    renderScreen(<SignInOverlay opened onClose={onClose} />, { config: { googleEnabled: true } });

    expect(screen.getByRole("dialog", { name: "Welcome Back! Please sign in to continue." })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("signs in with Google towards /create-form and only logs a failure", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(signInWithGoogle).mockResolvedValue({ ok: false, error: { code: "X", message: "nope" } });
    renderScreen(<SignInOverlay opened onClose={() => {}} />, { route: "/forms/1", config: { googleEnabled: true } });

    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(signInWithGoogle).toHaveBeenCalledWith({ callbackURL: "/create-form", errorCallbackURL: "/forms/1" });
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
    consoleError.mockRestore();
  });

  it("hides the Google button when the server has Google sign-in off", () => {
    renderScreen(<SignInOverlay opened onClose={() => {}} />);
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull();
    expect(screen.getByRole("button", { name: "Sign in with email" })).toBeTruthy();
  });
});
