import type { ScrollAreaProps } from "@mantine/core";

/** A table that scrolls sideways on a phone must be reachable by keyboard, and say what it holds. */
export function scrollable(label: string): ScrollAreaProps {
  return { viewportProps: { tabIndex: 0, role: "region", "aria-label": label } };
}
