import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Granularity, SeriesPoint } from '../../domain/statistics';
import { formatMoney } from '../../domain/money';
import { bucketLabel } from './bucketLabel';

const SERIES = ['grossRevenue', 'paidToInfluencers', 'commissionEarned', 'refunds'] as const;

/** Gross revenue and where it went (providers, platform, refunds), per bucket of the range. */
export function MoneyOverTimeChart({ series, granularity }: { series: SeriesPoint[]; granularity: Granularity }) {
  const theme = useTheme();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const colours = {
    grossRevenue: theme.palette.primary.main,
    paidToInfluencers: theme.palette.info.main,
    commissionEarned: theme.palette.success.main,
    refunds: theme.palette.warning.main,
  };
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <ResponsiveContainer width="100%" height={300}>
      <AreaChart data={series} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        <XAxis dataKey="bucket" tickFormatter={(b: string) => bucketLabel(b, granularity, locale)} stroke={theme.palette.text.secondary} fontSize={12} minTickGap={16} />
        <YAxis tickFormatter={(v: number) => compact.format(v)} stroke={theme.palette.text.secondary} fontSize={12} width={56} />
        <Tooltip
          formatter={(value, name) => [formatMoney(Number(value)), translate(`app.money.dashboard.figures.${String(name)}`)]}
          labelFormatter={(b) => bucketLabel(String(b), granularity, locale)}
          contentStyle={{ background: theme.palette.background.paper, borderColor: theme.palette.divider }}
        />
        <Legend formatter={(name) => translate(`app.money.dashboard.figures.${String(name)}`)} />
        {SERIES.map((key) => (
          <Area key={key} type="monotone" dataKey={key} stroke={colours[key]} fill={colours[key]} fillOpacity={key === 'grossRevenue' ? 0.12 : 0.05} strokeWidth={2} isAnimationActive={false} />
        ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}
