import { useMemo } from 'react';
import uPlot from 'uplot';
import { useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Granularity, SeriesPoint } from '../../domain/statistics';
import { numberFormat } from '../../domain/intlFormats';
import { bucketLabel } from './bucketLabel';
import { UPlotChart } from './UPlotChart';
import { ChartDataTable } from './ChartDataTable';
import { CHART_PADDING, alignedColumns, bucketAxis, bucketSeries, legendValue, valueAxis } from './chartModel';

/** How many orders were paid in each bucket of the range. */
export function OrdersOverTimeChart({ series, granularity, title }: { series: SeriesPoint[]; granularity: Granularity; title: string }) {
  const theme = useTheme();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labels = useMemo(() => series.map((p) => bucketLabel(p.bucket, granularity, locale)), [series, granularity, locale]);
  const data = useMemo(() => alignedColumns(series, ['orderCount']), [series]);
  const count = numberFormat(locale);
  const options = useMemo(() => {
    const { palette } = theme;
    const look = { text: palette.text.secondary, grid: palette.divider, font: `12px ${theme.typography.fontFamily}` };
    const whole = numberFormat(locale);
    return {
      padding: CHART_PADDING,
      // Bars sit on whole buckets: half a bucket of room on either side of the first and last.
      scales: { x: { time: false, range: (_u: uPlot, min: number, max: number): uPlot.Range.MinMax => [min - 0.5, max + 0.5] } },
      axes: [bucketAxis(labels, look), valueAxis(look, (v) => whole.format(v), 48, true)],
      series: [
        bucketSeries(translate('app.money.dashboard.bucket'), labels),
        {
          label: translate('app.money.dashboard.orders'),
          stroke: palette.primary.main,
          fill: palette.primary.main,
          width: 0,
          paths: uPlot.paths.bars?.({ size: [0.6, 48], radius: 0.15 }),
          points: { show: false },
          value: legendValue((v) => whole.format(v)),
        },
      ],
    };
  }, [theme, labels, locale, translate]);
  return (
    <>
      <UPlotChart options={options} data={data} height={260} />
      <ChartDataTable caption={title} labels={labels} columns={[{ label: translate('app.money.dashboard.orders'), values: series.map((p) => count.format(p.orderCount)) }]} />
    </>
  );
}
