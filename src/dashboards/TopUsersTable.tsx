import { Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminPermissions } from '../shell/permissions/useAdminPermissions';
import { useLocaleFormat } from '../providers/useLocaleFormat';
import type { RankedUser } from '../domain/statistics';
import { formatMoney } from '../domain/money';

/**
 * A ranking of users (highest spending customers or highest earning providers) in the range; each
 * name opens the person's page for an admin who may read users. For other roles the server sends
 * no one's name or id, and each row reads "A user".
 */
export function TopUsersTable({
  title,
  amountLabel,
  rows,
  testId,
}: {
  title: string;
  amountLabel: string;
  rows: RankedUser[];
  testId: string;
}) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  const createPath = useCreatePath();
  const canOpen = useAdminPermissions().can('users.read');
  const headingId = `${testId}-heading`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={testId}>
      <CardContent>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {translate(title)}
        </Typography>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {translate('app.money.dashboard.nobody')}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.money.dashboard.user')}</TableCell>
                <TableCell align="right">{translate('app.money.dashboard.orders')}</TableCell>
                <TableCell align="right">{translate(amountLabel)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((u, i) => (
                <TableRow key={u.userId ?? `row-${i}`}>
                  <TableCell>
                    {u.userId === null ? (
                      // The server withholds who it is from a role that may not read users.
                      translate('app.money.dashboard.a_user')
                    ) : u.name && canOpen ? (
                      <Link component={RouterLink} to={createPath({ resource: 'users', id: u.userId, type: 'show' })}>
                        {u.name}
                      </Link>
                    ) : (
                      (u.name ?? translate('app.money.dashboard.unknown_user', { id: u.userId }))
                    )}
                  </TableCell>
                  <TableCell align="right">{format.number(u.orderCount)}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(u.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
