import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { comparedFields } from './InfoComparison';

type Info = Record<string, string>;

/**
 * The list's short form of "current versus new": each changed field as current → new, or the
 * submitted information when it matches the profile (the selfie is then what is checked).
 */
export function InfoChanges() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const rows = comparedFields((record.currentInfo ?? {}) as Info, (record.newInfo ?? {}) as Info);
  const changed = rows.filter((r) => r.changed);
  const label = (field: string) => translate(`resources.users.fields.${field}`, { _: field });
  if (!changed.length) {
    return (
      <Box sx={{ maxWidth: 240 }}>
        <Typography variant="caption" color="success.main" component="p">
          {translate('app.manageUsers.verification.matches_profile')}
        </Typography>
        <Typography variant="body2">{rows.map((r) => r.next).join(' · ')}</Typography>
      </Box>
    );
  }
  return (
    <Box component="dl" sx={{ m: 0, maxWidth: 260 }}>
      {changed.map((r) => (
        <Box key={r.field} sx={{ mb: 0.5 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label(r.field)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            <Box component="span" sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
              {r.current || '—'}
            </Box>
            {' → '}
            <Box component="span" sx={{ fontWeight: 600 }}>
              {r.next || '—'}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
