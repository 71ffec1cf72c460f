import "lenis/dist/lenis.css";
import Lenis, { type LenisOptions } from "lenis";
import { useEffect } from "react";
import { setLenis } from "../lib/smooth-scroll.ts";

/** Spec section 9: smooth scroll duration 1.2 s. */
const lenisOptions: LenisOptions = {
  duration: 1.2,
  autoRaf: true,
  // Let scrollable parts of the page (lists, text areas) scroll themselves.
  allowNestedScroll: true,
  // Modals, drawers and dropdowns lock or own their scrolling; Lenis must not move the page behind them.
  prevent: (node) =>
    node.classList.contains("mantine-Modal-root") ||
    node.classList.contains("mantine-Drawer-root") ||
    node.classList.contains("mantine-Popover-dropdown"),
};

/** Smooth scrolling of the whole page; a lazy chunk of its own, started after the first paint. */
export default function SmoothScroll() {
  useEffect(() => {
    const lenis = new Lenis(lenisOptions);
    setLenis(lenis);
    return () => {
      setLenis(null);
      lenis.destroy();
    };
  }, []);
  return null;
}
