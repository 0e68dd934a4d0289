import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import { useGetRecordRepresentation, useTranslate, type RaRecord } from 'react-admin';
import { describeError } from '../describeError';
import type { BulkOutcome } from './runBulkCommand';
import { useRowNames } from './useRowNames';

const ICONS = {
  done: <CheckCircleOutlined color="success" />,
  skipped: <RemoveCircleOutline color="disabled" />,
  failed: <ErrorOutline color="error" />,
} as const;

/** One line per selected row: the row named as its list shows it, and what happened to it. */
export function BulkResultList({ resource, outcomes, listed = [] }: { resource: string; outcomes: BulkOutcome[]; listed?: RaRecord[] }) {
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  const byId = new Map(listed.map((r) => [String(r.id), r]));
  const records = outcomes.map((o) => o.record ?? byId.get(String(o.id)) ?? null);
  const nameOf = useRowNames(resource, records);
  const done = outcomes.filter((o) => o.result === 'done').length;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.bulk.counts', { done, not_done: outcomes.length - done })}
      </Typography>
      <List dense aria-label={translate('app.bulk.rows')} sx={{ maxHeight: 320, overflowY: 'auto' }}>
        {outcomes.map((o, i) => {
          let detail = translate('app.bulk.done_row');
          if (o.result === 'skipped') detail = translate(o.record ? 'app.bulk.skipped_row' : 'app.bulk.gone_row');
          if (o.result === 'failed') {
            const { key, args } = describeError(o.error);
            detail = translate(key, args);
          }
          const record = records[i];
          return (
            <ListItem key={String(o.id)} data-result={o.result} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>{ICONS[o.result]}</ListItemIcon>
              <ListItemText
                primary={record ? nameOf(record, String(represent(record))) : `#${o.id}`}
                secondary={detail}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
