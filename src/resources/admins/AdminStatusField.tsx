import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { displayStatus, type AdminAccess } from './adminStatus';

const COLOR = { active: 'success', invited: 'info', invite_expired: 'warning', revoked: 'error' } as const;

/** Active, Invited, Invitation expired (or voided) or Revoked. */
export function AdminStatusField() {
  const record = useRecordContext<AdminAccess>();
  const translate = useTranslate();
  if (!record) return null;
  const status = displayStatus(record);
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={translate(`app.administration.admin_status.${status}`)} />;
}
