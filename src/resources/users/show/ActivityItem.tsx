import { Box, Typography } from '@mui/material';
import { DateField, RecordContextProvider, useLocaleState, useTranslate } from 'react-admin';
import { activityValue } from './activityValue';
import { isWithheld } from '../../../domain/auditVisibility';
import type { ActivityEntry } from './useUserActivity';

const HIDDEN_FIELDS = new Set(['statusHistory', 'id', 'version', 'createdAt', 'updatedAt']);

/** One audit entry: when, who, what, and the fields that changed (before → after; a new value, or a withheld pair, alone). */
export function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const show = (field: string, value: unknown) => activityValue(entry.resource, field, value, translate, locale);
  const what = translate(`app.manageUsers.activity.actions.${entry.action}`, { _: entry.action.replace(/_/g, ' ') });
  const on = translate(`resources.${entry.resource}.name`, { smart_count: 1, _: entry.resource });
  const who = entry.adminName ?? translate('app.manageUsers.activity.system');
  // Bookkeeping fields (the record's id, version, stamps) say nothing to the reader.
  const changes = Object.entries(entry.changes ?? {}).filter(([field]) => !HIDDEN_FIELDS.has(field));
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', ml: 1, listStyle: 'none' }}>
      <Box
        aria-hidden
        sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }}
      />
      <RecordContextProvider value={entry as never}>
        <DateField source="at" showTime variant="caption" color="text.secondary" />
      </RecordContextProvider>
      <Typography variant="body2">{translate('app.manageUsers.activity.line', { who, what, on, id: entry.recordId ?? '' })}</Typography>
      {changes.length ? (
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 0.5,
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 1.5,
            typography: 'caption',
            color: 'text.secondary',
          }}
        >
          {changes.map(([field, c]) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {translate(`resources.${entry.resource}.fields.${field}`, { _: field })}
              </Box>
              <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {c.before === null || c.before === undefined || c.before === '' || isWithheld(c.before)
                  ? show(field, c.after)
                  : `${show(field, c.before)} → ${show(field, c.after)}`}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
