import { useState } from 'react';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import { Button, useTranslate } from 'react-admin';
import { findAction } from '../../domain/actions';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { BlockedIpsDialog } from './BlockedIpsDialog';

/** "Blocked addresses" in the Administrators toolbar; the dialog (and its request) mounts when opened. */
export function BlockedIpsButton() {
  const translate = useTranslate();
  const { can } = useAdminPermissions();
  const [open, setOpen] = useState(false);
  const definition = findAction('admins', 'unblock_ip');
  if (!definition || !can(definition.permission)) return null;
  return (
    <>
      <Button label={translate('app.administration.admins.blocked.open')} onClick={() => setOpen(true)}>
        <GppMaybeOutlined />
      </Button>
      {open ? <BlockedIpsDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
