import "@mantine/charts/styles.layer.css";

import { PieChart } from "@mantine/charts";
import type { SentimentSlice } from "./sentiment-slices.ts";

interface SentimentChartProps {
  slices: SentimentSlice[];
  size?: number;
}

/** Loaded lazily: Recharts stays out of every screen that shows no chart. */
export default function SentimentChart({ slices, size = 180 }: SentimentChartProps) {
  const data = slices.filter((slice) => slice.value > 0);
  return (
    <PieChart
      aria-hidden="true"
      data={data}
      size={size}
      withTooltip
      tooltipDataSource="segment"
      valueFormatter={(value) => `${value}%`}
      // A lone full slice would show its seam as a white line.
      strokeWidth={data.length > 1 ? 1 : 0}
      mx="auto"
      // The chart is hidden from assistive technology (its figures are in the legend beside it), so
      // Recharts' keyboard support must not make it focusable either.
      pieChartProps={{ accessibilityLayer: false }}
      pieProps={{ rootTabIndex: -1 }}
    />
  );
}
