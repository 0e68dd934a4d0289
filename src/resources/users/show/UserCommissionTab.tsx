import { Box, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { DEFAULT_COMMISSION_RATE } from '../../../domain/constants';
import type { CommissionRateChange } from '../../../domain/entities/commissionRates';
import { CommissionHistory } from './CommissionHistory';

/** The commission the platform takes on this user's orders: their custom rate, or the default. */
export function UserCommissionTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data, isPending } = useGetList(
    'commission-rates',
    { filter: { userId: record?.id }, sort: { field: 'since', order: 'DESC' }, pagination: { page: 1, perPage: 20 } },
    { enabled: !!record },
  );
  if (!record || isPending) return null;
  const active = data?.find((r) => r.status === 'active');
  const history = (data ?? []).flatMap((r) => r.history as CommissionRateChange[]).sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Box>
      <Typography variant="h4" component="p">
        {translate('app.manageUsers.user.commission_rate', { rate: active ? active.rate : DEFAULT_COMMISSION_RATE })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(active ? 'app.manageUsers.user.commission_custom' : 'app.manageUsers.user.commission_default', {
          rate: DEFAULT_COMMISSION_RATE,
        })}
      </Typography>
      <CommissionHistory history={history} />
    </Box>
  );
}
