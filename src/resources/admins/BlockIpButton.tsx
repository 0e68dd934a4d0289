import { fullName } from '../../domain/people';
import { useState } from 'react';
import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { findAction, canRunAction } from '../../domain/actions';
import { AppButton } from '../../shell/buttons/AppButton';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { BlockIpDialog } from './BlockIpDialog';
import { useAdminSessions } from './useAdminSessions';

/** Opens the Block IP dialog with the address of the admin's latest session. */
export function BlockIpButton() {
  const record = useRecordContext<{ id: number; firstName: string; lastName: string; status: string }>();
  const translate = useTranslate();
  const { can } = useAdminPermissions();
  const [open, setOpen] = useState(false);
  const { data: sessions = [] } = useAdminSessions(record?.id, can('admins.manage'));
  const definition = findAction('admins', 'block_ip');
  if (!record || !definition || !can(definition.permission) || !canRunAction(definition, record)) return null;
  return (
    <>
      <AppButton variant="outlineRed" startIcon={<GppBadOutlined />} onClick={() => setOpen(true)}>
        {translate('app.administration.admins.actions.block_ip')}
      </AppButton>
      {open ? (
        <BlockIpDialog
          adminId={record.id}
          name={fullName(record)}
          sessions={sessions}
          initialIp={sessions[0]?.ip ?? ''}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
