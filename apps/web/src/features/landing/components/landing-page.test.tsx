// @vitest-environment jsdom
import "../../../test/setup.ts";

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render.tsx";
import { LandingPage } from "./landing-page.tsx";

describe("LandingPage", () => {
  it("links to the creator and to the demo form of the server's config", () => {
    renderScreen(<LandingPage />, { route: "/home", config: { demo: { userId: "owner-1", formId: "form-9" } } });

    expect(screen.getByRole("link", { name: "Create Your First Form" }).getAttribute("href")).toBe("/create-form");
    expect(screen.getByRole("link", { name: "Try a Form Demo" }).getAttribute("href")).toBe(
      "/user-response/owner-1/form-9",
    );
  });

  it("shows the three steps and the three key features", () => {
    renderScreen(<LandingPage />, { route: "/home" });

    for (const step of ["Define your purpose", "Gather quality data", "Gain deeper insights"]) {
      expect(screen.getByRole("heading", { name: new RegExp(step) })).toBeTruthy();
    }
    for (const feature of [
      "Prompting for further engagement",
      "In-depth dashboard analysis",
      "AI-generated questions",
    ]) {
      expect(screen.getByRole("heading", { name: feature })).toBeTruthy();
    }
  });
});
