import { Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../providers/useLocaleFormat';
import type { Statistics, StatusCount } from '../domain/statistics';
import { ORDER_STATUS_ROUTES } from '../domain/navigation';
import { formatMoney } from '../domain/money';

/**
 * The list behind a row: the status's own route (or /orders filtered by the status), carrying the
 * dashboard's service type and date range, so "In Progress: 2" opens those 2 orders.
 */
export function statusListLink(status: StatusCount['status'], range: Statistics['range']): string {
  const route = ORDER_STATUS_ROUTES.find((r) => r.status === status);
  const filter = {
    ...(route ? {} : { status }),
    ...(range.serviceType ? { serviceType: range.serviceType } : {}),
    ...(range.from ? { paymentDate_gte: range.from } : {}),
    ...(range.to ? { paymentDate_lte: `${range.to}T23:59:59.999Z` } : {}),
  };
  const query = Object.keys(filter).length ? `?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}` : '';
  return `${route?.path ?? '/orders'}${query}`;
}

/** Orders by status in the range: how many and what they were worth; each links to its orders. */
export function StatusTable({ rows, range }: { rows: StatusCount[]; range: Statistics['range'] }) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  return (
    <Card variant="outlined" component="section" aria-labelledby="by-status-heading">
      <CardContent>
        <Typography id="by-status-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {translate('app.money.dashboard.by_status')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.orders.fields.status')}</TableCell>
              <TableCell align="right">{translate('app.money.dashboard.orders')}</TableCell>
              <TableCell align="right">{translate('app.money.dashboard.figures.grossRevenue')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const label = translate(`app.enums.orderStatus.${row.status}`);
              return (
                <TableRow key={row.status} data-testid={`status-${row.status}`}>
                  <TableCell>
                    <Link component={RouterLink} to={statusListLink(row.status, range)}>
                      {label}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{format.number(row.count)}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(row.grossRevenue)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
