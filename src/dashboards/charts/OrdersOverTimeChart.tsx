import { useMemo } from 'react';
import uPlot from 'uplot';
import { useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SeriesPoint } from '../../domain/statistics';
import { numberFormat } from '../../domain/intlFormats';
import { UPlotChart } from './UPlotChart';
import { ChartDataTable } from './ChartDataTable';
import { CHART_PADDING, alignedColumns, chartLook, bucketAxis, bucketSeries, legendValue, valueAxis } from './chartModel';

/** How many orders were paid in each bucket of the range. */
export function OrdersOverTimeChart({ series, labels, title }: { series: SeriesPoint[]; labels: string[]; title: string }) {
  const theme = useTheme();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const data = useMemo(() => alignedColumns(series, ['orderCount']), [series]);
  const count = numberFormat(locale);
  const options = useMemo(() => {
    const { palette } = theme;
    const look = chartLook(theme);
    return {
      padding: CHART_PADDING,
      // Bars sit on whole buckets: half a bucket of room on either side of the first and last.
      scales: { x: { time: false, range: (_u: uPlot, min: number, max: number): uPlot.Range.MinMax => [min - 0.5, max + 0.5] } },
      axes: [bucketAxis(labels, look), valueAxis(look, (v) => count.format(v), 48, true)],
      series: [
        bucketSeries(translate('app.money.dashboard.bucket'), labels),
        {
          label: translate('app.money.dashboard.orders'),
          stroke: palette.primary.main,
          fill: palette.primary.main,
          width: 0,
          paths: uPlot.paths.bars?.({ size: [0.6, 48], radius: 0.15 }),
          points: { show: false },
          value: legendValue((v) => count.format(v)),
        },
      ],
    };
  }, [theme, labels, count, translate]);
  return (
    <>
      <UPlotChart options={options} data={data} height={260} />
      <ChartDataTable
        caption={title}
        labels={labels}
        columns={[{ label: translate('app.money.dashboard.orders'), values: series.map((p) => count.format(p.orderCount)) }]}
      />
    </>
  );
}
