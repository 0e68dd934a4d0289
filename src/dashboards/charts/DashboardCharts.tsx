import { useMemo, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Statistics } from '../../domain/statistics';
import { MoneyOverTimeChart } from './MoneyOverTimeChart';
import { OrdersOverTimeChart } from './OrdersOverTimeChart';
import { bucketLabel } from './bucketLabel';

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="figure" sx={{ m: 0 }} aria-label={translate(title)}>
      <CardContent>
        <Typography variant="subtitle1" component="figcaption" sx={{ fontWeight: 700, mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's charts over time. This module (and uPlot with it) is its own chunk, loaded
 * by the dashboard routes only (DashboardPage, through lazyComponent).
 */
export default function DashboardCharts({ stats }: { stats: Statistics }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { series, granularity } = stats;
  // Both charts and their tables name the same buckets.
  const labels = useMemo(() => series.map((p) => bucketLabel(p.bucket, granularity, locale)), [series, granularity, locale]);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }, mb: 2 }}>
      <ChartCard title="app.money.dashboard.money_over_time">
        <MoneyOverTimeChart series={series} labels={labels} title={translate('app.money.dashboard.money_over_time')} />
      </ChartCard>
      <ChartCard title="app.money.dashboard.orders_over_time">
        <OrdersOverTimeChart series={series} labels={labels} title={translate('app.money.dashboard.orders_over_time')} />
      </ChartCard>
    </Box>
  );
}
