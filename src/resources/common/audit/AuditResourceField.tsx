import { useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { humanize, resourceLabelKey } from './auditVocabulary';

/** The resource the entry is about, by its catalogue name ("Strikes", "Sign-in"). */
export function AuditResourceField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ resource: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(resourceLabelKey(record.resource), { smart_count: 1, _: humanize(record.resource) })}
    </Typography>
  );
}
