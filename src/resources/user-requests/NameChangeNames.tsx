import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { UserRequest } from '../../domain/entities/userRequests';

/**
 * The current or new name of a name change in one cell, first and last name together (people
 * often change only one of them); on the new name, the words that change are in bold.
 */
export function NameChangeNames({ which }: { which: 'current' | 'new' }) {
  const record = useRecordContext<UserRequest>();
  const change = record?.nameChange;
  if (!change) return null;
  const current = [change.currentFirstName, change.currentLastName].filter(Boolean);
  const words = which === 'current' ? current : [change.newFirstName, change.newLastName].filter(Boolean);
  return (
    <Typography variant="body2" component="span">
      {words.map((w, i) => (
        <span key={i} style={{ fontWeight: which === 'new' && w !== current[i] ? 700 : undefined }}>
          {i ? ' ' : ''}
          {w}
        </span>
      ))}
    </Typography>
  );
}
