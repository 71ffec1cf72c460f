// @vitest-environment jsdom
import "../../../test/setup.ts";

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../lib/session.ts";
import { renderScreen } from "../../../test/render.tsx";
import { sessionFor, stubApi } from "../../../test/stub-api.ts";
import { themeLabel } from "../api/quotes.ts";
import { QuestionThemes } from "./question-themes.tsx";

vi.mock("../../../lib/session.ts", () => ({ useSession: vi.fn() }));

const quote = (responseId: string, questionId: string, answer: string, sentiment: string) => ({
  responseId,
  questionId,
  question: questionId.includes(".") ? "What made it slow?" : "What could we do better?",
  answer,
  sentiment,
  createdAt: "2026-03-01T10:00:00.000Z",
});

describe("themes down to the quotes", () => {
  beforeEach(() => vi.mocked(useSession).mockReturnValue(sessionFor("owner-1")));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(useSession).mockReset();
  });

  it("lists a question's themes; one opens its answers with their sentiment, each linking to its response", async () => {
    const { calls } = stubApi({
      "GET /api/forms/f1/themes": {
        body: {
          questions: [
            {
              questionId: "2",
              themes: [{ label: "Speed of service", count: 2, positive: 0, negative: 2, neutral: 0 }],
            },
          ],
        },
      },
      "GET /api/forms/f1/quotes": {
        body: {
          total: 60,
          items: [
            quote("r1", "2", "The queue was slow", "negative"),
            quote("r7", "2.1", "Only one barista", "neutral"),
          ],
        },
      },
    });
    renderScreen(<QuestionThemes formId="f1" questionId="2" />, { owner: "overview" });
    const user = userEvent.setup();
    expect(await screen.findByText("2 answers · 2 negative")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Speed of service" }));
    const dialog = await screen.findByRole("dialog", { name: 'Answers about "Speed of service"' });
    expect(await within(dialog).findByText("The first 2 of 60 answers")).toBeTruthy();
    const items = within(dialog).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "The queue was slowNegativeWhat could we do better?Open response",
      "Only one baristaNeutralFollow-up: What made it slow?Open response",
    ]);
    const links = within(dialog).getAllByRole("link", { name: "Open response" });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/?response=r1", "/?response=r7"]);
    expect(within(dialog).getByRole("link", { name: "Show these responses" }).getAttribute("href")).toBe(
      "/?theme=Speed+of+service",
    );
    const asked = calls.find((c) => c.path === "/api/forms/f1/quotes");
    expect(asked?.query.get("theme")).toBe("Speed of service");
    expect(asked?.query.get("question")).toBe("2");
  });

  it("reads the theme an analysis line names", () => {
    expect(themeLabel("Speed of service (12: 8 negative, 4 positive)")).toBe("Speed of service");
    expect(themeLabel("slow checkout (3)")).toBe("slow checkout");
    expect(themeLabel("Wi-Fi (home)")).toBe("Wi-Fi (home)");
    expect(themeLabel("(3)")).toBe("(3)");
  });
});
