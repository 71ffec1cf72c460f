// Browser APIs Mantine needs that jsdom lacks. Import at the top of a web test, or register as a Vitest setup file.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

if (typeof window !== "undefined") {
  if (!window.matchMedia) {
    Object.defineProperty(window, "matchMedia", {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  // jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it to measure again once fonts load.
  if (!("fonts" in document)) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: {
        ready: Promise.resolve(),
        status: "loaded",
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  }

  // jsdom does not implement these; Mantine's Combobox and ScrollArea call them.
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  window.scrollTo = () => {};

  // Mantine reads computed styles of pseudo-elements, which jsdom rejects.
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
}

afterEach(() => {
  cleanup();
});
