import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Admin, Employee, Tech Support or Custom access. */
export function AdminRoleField() {
  const record = useRecordContext<{ role: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" label={translate(`app.administration.roles.${record.role}`)} />;
}
