import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { hasStrikeExpired, isStrikeActive } from '../../../domain/strikePolicy';

/** Whether the strike still counts towards a suspension: counts, expired, or not counting (reversed). */
export function StrikeCountField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const now = new Date().toISOString();
  const state = isStrikeActive(record, now) ? 'counts' : hasStrikeExpired(record, now) ? 'expired' : 'not_counting';
  const color = state === 'counts' ? 'warning' : 'default';
  return <Chip size="small" variant="outlined" color={color} label={translate(`app.manageUsers.strikes.counting.${state}`)} />;
}
