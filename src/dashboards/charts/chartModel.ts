import type uPlot from 'uplot';
import type { Theme } from '@mui/material/styles';
import type { SeriesPoint } from '../../domain/statistics';

/** What a canvas cannot read from CSS: the theme's colours and font, passed in. */
export interface ChartLook {
  text: string;
  grid: string;
  font: string;
}

/** The axes' look in the current theme: secondary text, divider lines, 12 px of the theme's font. */
export function chartLook(theme: Theme): ChartLook {
  return { text: theme.palette.text.secondary, grid: theme.palette.divider, font: `12px ${theme.typography.fontFamily}` };
}

/** The series' values in uPlot's column layout: the bucket's index, then one column per key. */
export function alignedColumns(series: SeriesPoint[], keys: readonly (keyof Omit<SeriesPoint, 'bucket'>)[]): uPlot.AlignedData {
  return [series.map((_, i) => i), ...keys.map((key) => series.map((p) => p[key]))];
}

/**
 * The horizontal axis over bucket indexes, labelled with the buckets' names; only whole steps, so
 * no label falls between two buckets.
 */
export function bucketAxis(labels: string[], look: ChartLook): uPlot.Axis {
  return {
    stroke: look.text,
    font: look.font,
    grid: { stroke: look.grid, width: 1, dash: [3, 3] },
    ticks: { stroke: look.grid, width: 1 },
    incrs: [1, 2, 3, 4, 6, 12, 24, 48],
    space: 64,
    values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
  };
}

/** uPlot's default tick length and gap between ticks and labels, plus a little air. */
const AXIS_ROOM_PX = 10 + 5 + 4;

let measuring: CanvasRenderingContext2D | null | undefined;

/** The width of the widest label in the axes' font, or undefined where there is no canvas (tests). */
export function widestLabel(labels: string[], font: string): number | undefined {
  measuring ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!measuring) return undefined;
  measuring.font = font;
  return Math.max(0, ...labels.map((l) => measuring!.measureText(l).width));
}

/**
 * The vertical axis of amounts, with its own formatter ("1.4M"), at least `minSize` px wide and
 * wider when a label needs it ("1.5 लाख" in Hindi is wider than "150K").
 */
export function valueAxis(look: ChartLook, format: (v: number) => string, minSize: number, wholeNumbers = false): uPlot.Axis {
  return {
    stroke: look.text,
    font: look.font,
    size: (_u, values) => Math.max(minSize, Math.ceil((values ? widestLabel(values, look.font) : undefined) ?? 0) + AXIS_ROOM_PX),
    grid: { stroke: look.grid, width: 1, dash: [3, 3] },
    ticks: { stroke: look.grid, width: 1 },
    ...(wholeNumbers ? { incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000] } : {}),
    values: (_u, splits) => splits.map(format),
  };
}

/**
 * The legend's first entry: the name of the bucket under the cursor, nothing when there is none
 * (uplotChart.css hides its label: the bucket's name says what it is).
 */
export function bucketSeries(label: string, labels: string[]): uPlot.Series {
  return { label, value: (_u, i) => (i == null ? '' : (labels[i] ?? '')) };
}

/** A series' value in the legend: formatted under the cursor, nothing when there is none. */
export function legendValue(format: (v: number) => string) {
  return (_u: uPlot, v: number | null) => (v == null ? '' : format(v));
}

/** Room on the right for the last bucket's label, which is centred on the plot's edge. */
export const CHART_PADDING: uPlot.Padding = [12, 28, 0, 0];
