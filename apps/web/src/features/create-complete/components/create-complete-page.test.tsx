// @vitest-environment jsdom
import "../../../test/setup.ts";

import { act, fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../lib/session.ts";
import { renderScreen } from "../../../test/render.tsx";
import { CreateCompletePage } from "./create-complete-page.tsx";

vi.mock("../../../lib/session.ts", () => ({ useSession: vi.fn() }));

type Session = ReturnType<typeof useSession>;

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("CreateCompletePage", () => {
  const writeText = vi.fn().mockResolvedValue(undefined);

  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(useSession).mockReturnValue({ data: null, isPending: false } as unknown as Session);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
    writeText.mockClear();
    renderScreen(
      <Routes>
        <Route path="create-complete/:userId/:formId" element={<CreateCompletePage />} />
      </Routes>,
      { route: "/create-complete/owner-1/form-9" },
    );
  });
  afterEach(() => vi.useRealTimers());

  it("shows a loading screen for 0.5 s, then the thank-you and the link", async () => {
    expect(screen.getByLabelText("Loading")).toBeTruthy();
    await advance(499);
    expect(screen.queryByText("Thank you for your time!")).toBeNull();
    await advance(1);

    expect(screen.getByRole("heading", { name: "Thank you for your time!" })).toBeTruthy();
    expect(screen.getByText("This link will not appear again.")).toBeTruthy();
    const link = screen.getByLabelText("Your shareable link") as HTMLTextAreaElement;
    expect(link.readOnly).toBe(true);
    expect(link.value).toBe(`${window.location.origin}/user-response/owner-1/form-9`);
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/register");
  });

  it("copies the link from the button, reading 'Copied!' for 2 s", async () => {
    await advance(500);
    fireEvent.click(screen.getByRole("button", { name: "Copy Link" }));
    await advance(0);

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/user-response/owner-1/form-9`);
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    await advance(1999);
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    await advance(1);
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeTruthy();
  });

  it("copies when the link itself is clicked", async () => {
    await advance(500);
    fireEvent.click(screen.getByLabelText("Your shareable link"));
    await advance(0);
    expect(writeText).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
  });
});
