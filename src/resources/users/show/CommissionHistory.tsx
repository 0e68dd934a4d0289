import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { DateField, RecordContextProvider, useTranslate } from 'react-admin';
import type { CommissionRateChange } from '../../../domain/entities/commissionRates';
import { enumKey } from '../../common/enumChoices';

/** Every grant, change and removal of the user's custom rate, newest first. */
export function CommissionHistory({ history }: { history: CommissionRateChange[] }) {
  const translate = useTranslate();
  if (!history.length) return null;
  return (
    <Table size="small" aria-label={translate('app.manageUsers.user.commission_history')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.manageUsers.related.commission.at')}</TableCell>
          <TableCell>{translate('app.manageUsers.related.commission.change')}</TableCell>
          <TableCell align="right">{translate('app.manageUsers.related.commission.rate')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.map((h, i) => (
          <TableRow key={`${h.at}-${i}`}>
            <TableCell>
              <RecordContextProvider value={h as never}>
                <DateField source="at" />
              </RecordContextProvider>
            </TableCell>
            <TableCell>{translate(enumKey('rateChange', h.change))}</TableCell>
            <TableCell align="right">{h.change === 'removed' ? '—' : `${h.rate}%`}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
