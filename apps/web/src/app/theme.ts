import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, darken, type MantineColorsTuple } from "@mantine/core";

// A violet tuned a little bluer than Mantine's, light to dark.
const parley: MantineColorsTuple = [
  "#f3f0ff",
  "#e4dcff",
  "#c6b6fb",
  "#a68cf7",
  "#8b69f3",
  "#7a52f1",
  "#7146f1",
  "#5f38d7",
  "#5430c1",
  "#4726aa",
];

export const theme = createTheme({
  primaryColor: "parley",
  primaryShade: { light: 6, dark: 4 },
  colors: { parley },
  defaultRadius: "md",
  cursorType: "pointer",
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: "700",
  },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Notification: {
      // The close button is otherwise unnamed; the message under a title is gray.6 (3.3:1) by default.
      defaultProps: { radius: "md", closeButtonProps: { "aria-label": "Close notification" } },
      styles: { description: { color: "var(--mantine-color-gray-7)" } },
    },
  },
});

/**
 * Light variants (Badge, Button, Alert... `variant="light"`) draw shade 9 on shade 1. For these
 * colours that is under WCAG AA's 4.5:1 (teal 4.3, orange 3.6, green 3.8, lime 3.3, yellow 2.7):
 * their text is shade 9 darkened by 30%, at least 4.7:1 on shade 1 and on the hover shade 2. Red passes
 * at rest but not hovered (3.75:1 on shade 2, a subtle 'Delete response' under the pointer).
 */
const PALE_LIGHT_VARIANTS = ["teal", "green", "lime", "yellow", "orange", "red"] as const;
const lightVariantText = Object.fromEntries(
  PALE_LIGHT_VARIANTS.map((color) => [
    `--mantine-color-${color}-light-color`,
    darken(DEFAULT_THEME.colors[color][9], 0.3),
  ]),
);

/**
 * Filled buttons draw white on shade 6: teal 2.6:1 (the 'Copied!' button), green 2.4:1 and red 3.3:1
 * (the popups' OK). These are filled with shade 9 instead (green darkened a little more), at least
 * 5:1, and hovered darker still.
 */
const darkerFilled = {
  "--mantine-color-teal-filled": DEFAULT_THEME.colors.teal[9],
  "--mantine-color-teal-filled-hover": darken(DEFAULT_THEME.colors.teal[9], 0.1),
  "--mantine-color-green-filled": darken(DEFAULT_THEME.colors.green[9], 0.1),
  "--mantine-color-green-filled-hover": darken(DEFAULT_THEME.colors.green[9], 0.2),
  "--mantine-color-red-filled": DEFAULT_THEME.colors.red[9],
  "--mantine-color-red-filled-hover": darken(DEFAULT_THEME.colors.red[9], 0.1),
};

/**
 * Mantine's `dimmed` colour (`c="dimmed"` text, input descriptions) is gray.6, #868e96: 3.3:1 on
 * white, below WCAG AA's 4.5:1 for body text. We use gray.7 (8.2:1 on white, 7.3:1 on the gray.1
 * panels), the grey the app already gives its secondary text.
 * Give this to every MantineProvider along with `theme`.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)", ...lightVariantText, ...darkerFilled },
  dark: {},
});
