// @vitest-environment jsdom
import "../test/setup.ts";

import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useOwnerId } from "../lib/owner.ts";
import { useSession } from "../lib/session.ts";
import { renderScreen } from "../test/render.tsx";
import { sessionFor } from "../test/stub-api.ts";
import { OWNER_SCREENS, type OwnerScreenName } from "./owner-route.tsx";

vi.mock("../lib/session.ts", () => ({ useSession: vi.fn() }));

function OwnerScreen() {
  return <p>Signed in as {useOwnerId()}</p>;
}

const screens = Object.keys(OWNER_SCREENS) as OwnerScreenName[];

describe("OwnerRoute", () => {
  afterEach(() => vi.mocked(useSession).mockReset());

  it.each(screens)("shows the %s screen's heading and loading text while the session is read", (name) => {
    vi.mocked(useSession).mockReturnValue(sessionFor(null, true));
    renderScreen(<OwnerScreen />, { owner: name });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(OWNER_SCREENS[name].title);
    expect(screen.getByText(OWNER_SCREENS[name].loading).getAttribute("role")).toBe("status");
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });

  it("gives the screen the signed-in owner's id", () => {
    vi.mocked(useSession).mockReturnValue(sessionFor("owner-7"));
    renderScreen(<OwnerScreen />, { owner: "forms" });
    expect(screen.getByText("Signed in as owner-7")).toBeTruthy();
  });

  it("says 'Error: User not authenticated' on the list and the edit screen to a visitor", () => {
    vi.mocked(useSession).mockReturnValue(sessionFor(null));
    renderScreen(<OwnerScreen />, { owner: "edit" });
    expect(screen.getByRole("alert").textContent).toBe("Error: User not authenticated");
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });
});
