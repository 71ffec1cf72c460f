import { type ComponentType, lazy } from "react";

/** What an optional part renders when its chunk could not be fetched. */
function Nothing(): null {
  return null;
}

/**
 * React.lazy for a part the page can do without (toasts, smooth scrolling, the mobile drawer): if
 * its chunk cannot be fetched, the part is left out instead of taking the whole page down.
 */
export function lazyOptional<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown): { default: ComponentType<P> } => {
      console.error("A part of the page could not be loaded:", error);
      return { default: Nothing };
    }),
  );
}
