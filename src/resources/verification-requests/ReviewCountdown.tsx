import { Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatTimeLeft, timeLeft } from './reviewDeadline';
import { useNow } from './useNow';

const SOON_MS = 12 * 3600 * 1000;

/**
 * Time remaining before the review deadline, ticking every second. Overdue requests read
 * "Overdue by …" in red; decided requests have no countdown.
 */
export function ReviewCountdown() {
  const record = useRecordContext();
  const translate = useTranslate();
  const now = useNow();
  if (!record) return null;
  if (record.status !== 'pending') return <Typography variant="body2">—</Typography>;
  const left = timeLeft(String(record.reviewDeadline), now);
  const text = formatTimeLeft(left, (days) => translate('app.manageUsers.verification.days', { smart_count: days }));
  if (left.overdue) {
    return (
      <Chip
        size="small"
        color="error"
        label={translate('app.manageUsers.verification.overdue_by', { time: text })}
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      />
    );
  }
  const soon = Date.parse(String(record.reviewDeadline)) - now < SOON_MS;
  return (
    <Typography
      variant="body2"
      component="span"
      color={soon ? 'warning.main' : 'text.primary'}
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {translate('app.manageUsers.verification.time_left', { time: text })}
    </Typography>
  );
}
