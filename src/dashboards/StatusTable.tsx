import { Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useLocaleFormat } from '../providers/useLocaleFormat';
import type { StatusCount } from '../domain/statistics';
import { ORDER_STATUS_ROUTES } from '../domain/navigation';
import { formatMoney } from '../domain/money';

/** Orders by status in the range: how many and what they were worth; statuses with a list link to it. */
export function StatusTable({ rows }: { rows: StatusCount[] }) {
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
              const route = ORDER_STATUS_ROUTES.find((r) => r.status === row.status);
              const label = translate(`app.order_status.${row.status}`);
              return (
                <TableRow key={row.status} data-testid={`status-${row.status}`}>
                  <TableCell>
                    {route ? (
                      <Link component={RouterLink} to={route.path}>
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
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
