import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { AppButton } from '../../shell/buttons/AppButton';
import { useCommand } from '../common/useCommand';

interface Invitee {
  id: number;
  email: string;
  role: string;
  permissions: string[];
  status: string;
}

/** A new invitation link (a new expiry) for a pending or voided invitation, with the same role. */
export function ResendInviteButton() {
  const record = useRecordContext<Invitee>();
  const translate = useTranslate();
  const command = useCommand('admins', 'invite', null, { doneKey: 'app.administration.admins.done.invite' });
  if (!record || record.status !== 'invited' || !command.allowed) return null;
  const payload = { email: record.email, role: record.role, ...(record.role === 'custom' ? { permissions: record.permissions } : {}) };
  return (
    <AppButton
      variant="outlineBlue"
      startIcon={<ForwardToInboxOutlined />}
      disabled={command.isPending}
      onClick={() => void command.run(payload)}
    >
      {translate('app.administration.admins.actions.resend_invite')}
    </AppButton>
  );
}
