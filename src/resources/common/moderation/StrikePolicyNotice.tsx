import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STRIKE_LIFETIME_DAYS, STRIKES_TO_SUSPEND } from '../../../domain/constants';

/** The strike policy, stated where strikes are decided (docs/decisions/0021-strike-policy.md). */
export function StrikePolicyNotice() {
  const translate = useTranslate();
  return (
    <Alert severity="info" variant="outlined" sx={{ mx: 2, mt: 2 }}>
      {translate('app.manageUsers.strikes.policy', { days: STRIKE_LIFETIME_DAYS, limit: STRIKES_TO_SUSPEND })}
    </Alert>
  );
}
