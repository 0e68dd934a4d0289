import { useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { actionLabelKey, humanize } from './auditVocabulary';

/** The entry's action in words ("Uphold strike", "Sign in"), falling back to the action's own name. */
export function AuditActionField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ action: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(actionLabelKey(record.action), { _: humanize(record.action) })}
    </Typography>
  );
}
