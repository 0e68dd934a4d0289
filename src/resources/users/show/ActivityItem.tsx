import { Box, Typography } from '@mui/material';
import { DateField, RecordContextProvider, useTranslate } from 'react-admin';
import type { ActivityEntry } from './useUserActivity';

const MAX_VALUE = 80;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

/** One audit entry: when, who, what, and the fields that changed (before → after). */
export function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const translate = useTranslate();
  const what = translate(`app.manageUsers.activity.actions.${entry.action}`, { _: entry.action.replace(/_/g, ' ') });
  const on = translate(`resources.${entry.resource}.name`, { smart_count: 1, _: entry.resource });
  const who = entry.adminName ?? translate('app.manageUsers.activity.system');
  const changes = Object.entries(entry.changes ?? {}).filter(([field]) => field !== 'statusHistory');
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', ml: 1, listStyle: 'none' }}>
      <Box aria-hidden sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
      <RecordContextProvider value={entry as never}>
        <DateField source="at" showTime variant="caption" color="text.secondary" />
      </RecordContextProvider>
      <Typography variant="body2">
        {translate('app.manageUsers.activity.line', { who, what, on, id: entry.recordId ?? '' })}
      </Typography>
      {changes.length ? (
        <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, typography: 'caption', color: 'text.secondary' }}>
          {changes.map(([field, c]) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {translate(`resources.${entry.resource}.fields.${field}`, { _: field })}
              </Box>
              <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {show(c.before)} → {show(c.after)}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
