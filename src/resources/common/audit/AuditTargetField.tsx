import { useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import { namedCollection } from '../../../domain/recordNames';
import { RecordReference } from './RecordReference';

/** The record an entry is about, by name with a link (a sign-in event: the administrator). */
export function AuditTargetField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<{ id: number; resource: string; recordId: number | string | null }>();
  if (!record || record.recordId === null || record.recordId === undefined) return null;
  const collection = namedCollection(record.resource);
  if (!collection)
    return (
      <Typography component="span" variant="body2">
        #{record.recordId}
      </Typography>
    );
  return <RecordReference collection={collection} id={record.recordId} />;
}
