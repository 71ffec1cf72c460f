import { useCallback } from "react";
import { useLenis } from "../lib/smooth-scroll.ts";

/** Scrolls the page to the top, smoothly through Lenis when it runs, instantly when asked. */
export function useScrollToTop(): (options?: { immediate?: boolean }) => void {
  const lenis = useLenis();
  return useCallback(
    ({ immediate = false } = {}) => {
      if (lenis) lenis.scrollTo(0, { immediate, force: true });
      else window.scrollTo({ top: 0, behavior: immediate ? "instant" : "smooth" });
    },
    [lenis],
  );
}
