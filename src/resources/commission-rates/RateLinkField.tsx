import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { CommissionRate } from '../../domain/entities/commissionRates';

/** The rate, as a link to its page and history (reachable from the keyboard, not only by row click). */
export function RateLinkField() {
  const rate = useRecordContext<CommissionRate>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!rate) return null;
  const text = translate('app.money.percent', { rate: rate.rate });
  return (
    <MuiLink
      component={Link}
      to={createPath({ resource: 'commission-rates', id: rate.id, type: 'show' })}
      aria-label={translate('app.money.rates.history_link', { rate: text })}
      underline="hover"
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {text}
    </MuiLink>
  );
}
