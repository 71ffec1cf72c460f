import type Lenis from "lenis";
import { useSyncExternalStore } from "react";

// The page's Lenis instance, once the smooth-scrolling chunk has started it (app/smooth-scroll.tsx).
// Lenis is loaded after the first paint, so a screen must not wait for it.
let current: Lenis | null = null;
const listeners = new Set<() => void>();

export function setLenis(lenis: Lenis | null): void {
  current = lenis;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The running Lenis instance, or null before it has started (or where it is not used). */
export function useLenis(): Lenis | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
