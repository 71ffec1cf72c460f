// @vitest-environment jsdom
import "../../../test/setup.ts";

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { ContactPage } from "./contact-page.tsx";

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

/** Renders the page, fills its three fields and presses Send Message. */
async function send(name: string, email: string, message: string) {
  renderScreen(<ContactPage />, { route: "/contact" });
  const user = userEvent.setup();
  await user.type(input("Name"), name);
  await user.type(input("Email"), email);
  await user.type(input("Message"), message);
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

describe("ContactPage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("requires every field and checks the email as an email", () => {
    renderScreen(<ContactPage />, { route: "/contact" });
    expect(input("Name").required).toBe(true);
    expect(input("Email").required).toBe(true);
    expect(input("Email").type).toBe("email");
    expect(input("Message").required).toBe(true);
  });

  it("clears the fields and shows a green success toast, sending nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await send("Ada", "ada@example.com", "Hello there");

    expect(input("Name").value).toBe("");
    expect(input("Email").value).toBe("");
    expect(input("Message").value).toBe("");
    const toast = (await screen.findByText("Message sent!")).closest(".mantine-Notification-root");
    expect(toast?.getAttribute("style") ?? "").toContain("green");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("does not submit while a field is invalid", async () => {
    await send("Ada", "not-an-email", "Hello");

    expect(input("Name").value).toBe("Ada");
    expect(screen.queryByText("Message sent!")).toBeNull();
  });
});
