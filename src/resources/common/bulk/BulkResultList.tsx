import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import { useGetRecordRepresentation, useTranslate } from 'react-admin';
import { describeError } from '../describeError';
import type { BulkOutcome } from './runBulkCommand';

const ICONS = {
  done: <CheckCircleOutlined color="success" />,
  skipped: <RemoveCircleOutline color="disabled" />,
  failed: <ErrorOutline color="error" />,
} as const;

/** One line per selected row: the row as the resource names it, and what happened to it. */
export function BulkResultList({ resource, outcomes }: { resource: string; outcomes: BulkOutcome[] }) {
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  const done = outcomes.filter((o) => o.result === 'done').length;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.bulk.counts', { done, not_done: outcomes.length - done })}
      </Typography>
      <List dense aria-label={translate('app.bulk.rows')} sx={{ maxHeight: 320, overflowY: 'auto' }}>
        {outcomes.map((o) => {
          let detail = translate('app.bulk.done_row');
          if (o.result === 'skipped') detail = translate(o.record ? 'app.bulk.skipped_row' : 'app.bulk.gone_row');
          if (o.result === 'failed') {
            const { key, args } = describeError(o.error);
            detail = translate(key, args);
          }
          return (
            <ListItem key={String(o.id)} data-result={o.result} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>{ICONS[o.result]}</ListItemIcon>
              <ListItemText primary={o.record ? represent(o.record) : `#${o.id}`} secondary={detail} />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
