import { createTheme, type MantineColorsTuple } from "@mantine/core";

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
    Notification: { defaultProps: { radius: "md" } },
  },
});
