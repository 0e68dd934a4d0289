import { useMemo } from 'react';
import uPlot from 'uplot';
import { alpha, useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SeriesPoint } from '../../domain/statistics';
import { formatMoney } from '../../domain/money';
import { numberFormat } from '../../domain/intlFormats';
import { UPlotChart } from './UPlotChart';
import { ChartDataTable } from './ChartDataTable';
import { CHART_PADDING, alignedColumns, chartLook, bucketAxis, bucketSeries, legendValue, valueAxis } from './chartModel';

const MONEY_SERIES = ['grossRevenue', 'paidToInfluencers', 'commissionEarned', 'refunds'] as const;

/** Gross revenue and where it went (providers, platform, refunds), per bucket of the range. */
export function MoneyOverTimeChart({ series, labels, title }: { series: SeriesPoint[]; labels: string[]; title: string }) {
  const theme = useTheme();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const data = useMemo(() => alignedColumns(series, MONEY_SERIES), [series]);
  const options = useMemo(() => {
    const { palette } = theme;
    const colours = {
      grossRevenue: palette.primary.main,
      paidToInfluencers: palette.info.main,
      commissionEarned: palette.success.main,
      refunds: palette.warning.main,
    };
    const look = chartLook(theme);
    const compact = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const smooth = uPlot.paths.spline?.();
    return {
      padding: CHART_PADDING,
      scales: { x: { time: false } },
      axes: [bucketAxis(labels, look), valueAxis(look, (v) => compact.format(v), 56)],
      series: [
        bucketSeries(translate('app.money.dashboard.bucket'), labels),
        ...MONEY_SERIES.map((key) => ({
          label: translate(`app.money.dashboard.figures.${key}`),
          stroke: colours[key],
          fill: alpha(colours[key], key === 'grossRevenue' ? 0.12 : 0.05),
          width: 2,
          paths: smooth,
          points: { show: false },
          value: legendValue(formatMoney),
        })),
      ],
    };
  }, [theme, labels, locale, translate]);
  return (
    <>
      <UPlotChart options={options} data={data} height={260} />
      <ChartDataTable
        caption={title}
        labels={labels}
        columns={MONEY_SERIES.map((key) => ({
          label: translate(`app.money.dashboard.figures.${key}`),
          values: series.map((p) => formatMoney(p[key])),
        }))}
      />
    </>
  );
}
