// @vitest-environment jsdom
import "../../test/setup.ts";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../lib/session.ts";
import { renderScreen } from "../../test/render.tsx";
import { Header } from "./header.tsx";

vi.mock("../../lib/session.ts", () => ({ useSession: vi.fn() }));
vi.mock("../../lib/auth-client.ts", () => ({
  authClient: { signOut: vi.fn().mockResolvedValue({ data: { success: true }, error: null }) },
}));

type Session = ReturnType<typeof useSession>;
const signedOut = { data: null, isPending: false } as unknown as Session;
const signedIn = (name: string) => ({ data: { user: { name } }, isPending: false }) as unknown as Session;

function renderHeader() {
  renderScreen(<Header drawerOpened={false} toggleDrawer={() => {}} closeDrawer={() => {}} />, { route: "/pricing" });
  return within(screen.getByRole("navigation", { name: "Main" }));
}

describe("Header", () => {
  beforeEach(() => vi.mocked(useSession).mockReset());

  it("offers Login and Register and hides Dashboard when signed out", () => {
    vi.mocked(useSession).mockReturnValue(signedOut);
    const nav = renderHeader();

    expect(nav.queryByRole("button", { name: "Dashboard" })).toBeNull();
    expect(nav.getByRole("link", { name: "Create" }).getAttribute("href")).toBe("/create-form");
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/register");
  });

  it("greets the signed-in user and announces the Dashboard instead of navigating", async () => {
    vi.mocked(useSession).mockReturnValue(signedIn(""));
    const nav = renderHeader();
    expect(screen.getByText("Hello, User")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();

    await userEvent.click(nav.getByRole("button", { name: "Dashboard" }));
    expect(await screen.findByText("Coming Soon!")).toBeTruthy();
    expect(screen.getByText("A new version is scheduled to release in a couple of weeks~ Stay Tuned! :)")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/pricing");
  });

  it("signs out, then goes to /home", async () => {
    vi.mocked(useSession).mockReturnValue(signedIn("Ada Lovelace"));
    renderHeader();
    expect(screen.getByText("Hello, Ada Lovelace")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/home"));
  });
});
