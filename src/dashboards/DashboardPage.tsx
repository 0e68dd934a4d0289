import { useEffect } from 'react';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { DateField, useTranslate } from 'react-admin';
import { AppTitle } from '../shell/AppTitle';
import type { ServiceType } from '../domain/entities/orders';
import { useDateRange } from './useDateRange';
import { useStatistics } from './useStatistics';
import { DateRangeControl } from './DateRangeControl';
import { DashboardFigures } from './DashboardFigures';
import { StatusTable } from './StatusTable';
import { TopUsersTable } from './TopUsersTable';
import { lazyComponent } from '../shell/lazyComponent';
import { useRefreshPermissions } from '../shell/permissions/useRefreshPermissions';

const chartFallback = <Skeleton variant="rounded" height={348} sx={{ mb: 2 }} />;

/** uPlot is only downloaded for a dashboard, beside its statistics request. */
const DashboardCharts = lazyComponent(() => import('./charts/DashboardCharts').then((m) => m.default), chartFallback);

/**
 * /dashboard (all services) and one page per service type (/quickads, /bookings, ...): the
 * figures of the orders paid in the chosen range, all computed by GET /api/statistics.
 */
export default function DashboardPage({ serviceType = null }: { serviceType?: ServiceType | null }) {
  const translate = useTranslate();
  const dateRange = useDateRange();
  const { range } = dateRange;
  const { data: loaded, error, isFetching } = useStatistics(range, serviceType);
  // A refused or failed load shows no figures at all: those still held are another range's, or
  // ones this admin may no longer see (access removed while the page was open, #39.12).
  const data = error ? undefined : loaded;
  const accessRemoved = (error as { status?: number } | null)?.status === 403;
  // The sidebar still offers what the browser's cached permissions allow: read them again.
  const refreshPermissions = useRefreshPermissions();
  useEffect(() => {
    if (accessRemoved) void refreshPermissions();
  }, [accessRemoved, refreshPermissions]);
  useEffect(() => {
    DashboardCharts.preload().catch(() => undefined); // a failure shows where the charts go, once there is data
  }, []);
  const heading = serviceType ? translate(`app.service_types.${serviceType}`) : translate('app.nav.dashboard_all');
  const utc = { timeZone: 'UTC', dateStyle: 'medium' } as const;

  return (
    <Box sx={{ mt: 2 }} aria-busy={isFetching}>
      <AppTitle title={translate('app.money.dashboard.title', { name: heading })} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="range-caption">
            {range.from && range.to ? (
              <>
                {translate('app.money.dashboard.paid_between')} <DateField record={range} source="from" options={utc} /> –{' '}
                <DateField record={range} source="to" options={utc} />
              </>
            ) : (
              translate('app.money.dashboard.paid_any_time')
            )}
            {' · '}
            {translate('app.money.currency_note')}
          </Typography>
        </Box>
        <DateRangeControl state={dateRange} />
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(accessRemoved ? 'app.money.dashboard.access_removed' : 'app.money.dashboard.load_error')}
        </Alert>
      ) : null}
      {accessRemoved ? null : <DashboardFigures figures={data?.figures} />}
      {accessRemoved ? null : data ? (
        <>
          <DashboardCharts stats={data} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            {/* The status table is as tall as the two rankings stacked beside it. */}
            <Box sx={{ gridRow: { md: 'span 2' } }}>
              <StatusTable rows={data.byStatus} range={data.range} />
            </Box>
            <TopUsersTable
              title="app.money.dashboard.top_customers"
              amountLabel="app.money.dashboard.spent"
              rows={data.topCustomers}
              testId="top-customers"
            />
            <TopUsersTable
              title="app.money.dashboard.top_earners"
              amountLabel="app.money.dashboard.earned"
              rows={data.topEarners}
              testId="top-earners"
            />
          </Box>
        </>
      ) : (
        chartFallback
      )}
    </Box>
  );
}
