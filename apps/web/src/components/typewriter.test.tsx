// @vitest-environment jsdom
import "../test/setup.ts";

import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Typewriter } from "./typewriter.tsx";

const shown = () => screen.getByTestId("typewriter").textContent;
/** Advances the clock a millisecond at a time, so React renders (and schedules the next step) in between. */
function advance(ms: number) {
  for (let i = 0; i < ms; i++) act(() => vi.advanceTimersByTime(1));
}

describe("Typewriter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Typewriter prefix="Better " words={["Surveys", "Data", "Analysis"]} />);
  });
  afterEach(() => vi.useRealTimers());

  it("types 100 ms per character", () => {
    expect(shown()).toBe("Better ");
    advance(99);
    expect(shown()).toBe("Better ");
    advance(1);
    expect(shown()).toBe("Better S");
    advance(600);
    expect(shown()).toBe("Better Surveys");
  });

  it("pauses 2200 ms on a complete word, then deletes 70 ms per character", () => {
    advance(700);
    expect(shown()).toBe("Better Surveys");
    advance(2199);
    expect(shown()).toBe("Better Surveys");
    advance(1);
    expect(shown()).toBe("Better Survey");
    advance(69);
    expect(shown()).toBe("Better Survey");
    advance(1);
    expect(shown()).toBe("Better Surve");
    advance(70 * 5);
    expect(shown()).toBe("Better ");
  });

  it("then types the next word, and cycles back to the first", () => {
    advance(700 + 2200 + 70 * 6);
    expect(shown()).toBe("Better ");
    advance(100);
    expect(shown()).toBe("Better D");
    advance(300);
    expect(shown()).toBe("Better Data");
    // Data: pause + first deletion, 3 more; Analysis: 8 letters, pause + first deletion, 7 more; then Surveys.
    advance(2200 + 70 * 3 + 100 * 8 + 2200 + 70 * 7 + 100);
    expect(shown()).toBe("Better S");
  });

  it("gives screen readers the whole headline once", () => {
    expect(screen.getByText("Better Surveys, Data, Analysis")).toBeTruthy();
    expect(screen.getByTestId("typewriter").getAttribute("aria-hidden")).toBe("true");
  });
});
