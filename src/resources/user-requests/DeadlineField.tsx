import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { timeLeft } from '../../domain/deadlines';
import type { UserRequest } from '../../domain/entities/userRequests';

/** Less than this many days left reads as urgent. */
const URGENT_DAYS = 5;

/**
 * Time left until the 30-day legal deadline of a data request ("12 days 4 hours left",
 * "Overdue by 2 days"); once fulfilled, nothing is left to count.
 */
export function DeadlineField() {
  const record = useRecordContext<UserRequest>();
  const translate = useTranslate();
  const deadline = record?.dataRequest?.legalDeadline;
  if (!record || !deadline) return null;
  if (record.status !== 'pending') {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.moderation.user_requests.deadline_met')}
      </Typography>
    );
  }
  const left = timeLeft(deadline);
  const days = translate('app.moderation.user_requests.days', { smart_count: left.days });
  const hours = translate('app.moderation.user_requests.hours', { smart_count: left.hours });
  const span = left.days ? `${days} ${hours}` : hours;
  const color = left.overdue ? 'error.main' : left.days < URGENT_DAYS ? 'warning.main' : 'text.primary';
  return (
    <Typography variant="body2" sx={{ color, fontWeight: left.overdue || left.days < URGENT_DAYS ? 600 : 400 }}>
      {translate(left.overdue ? 'app.moderation.user_requests.overdue' : 'app.moderation.user_requests.time_left', { span })}
    </Typography>
  );
}
