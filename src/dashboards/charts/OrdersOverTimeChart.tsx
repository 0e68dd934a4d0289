import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Granularity, SeriesPoint } from '../../domain/statistics';
import { bucketLabel } from './bucketLabel';

/** How many orders were paid in each bucket of the range. */
export function OrdersOverTimeChart({ series, granularity }: { series: SeriesPoint[]; granularity: Granularity }) {
  const theme = useTheme();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={series} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} vertical={false} />
        <XAxis dataKey="bucket" tickFormatter={(b: string) => bucketLabel(b, granularity, locale)} stroke={theme.palette.text.secondary} fontSize={12} minTickGap={16} />
        <YAxis allowDecimals={false} stroke={theme.palette.text.secondary} fontSize={12} width={40} />
        <Tooltip
          formatter={(value) => [Number(value).toLocaleString(locale), translate('app.money.dashboard.orders')]}
          labelFormatter={(b) => bucketLabel(String(b), granularity, locale)}
          contentStyle={{ background: theme.palette.background.paper, borderColor: theme.palette.divider }}
          cursor={{ fill: theme.palette.action.hover }}
        />
        <Bar dataKey="orderCount" fill={theme.palette.primary.main} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
