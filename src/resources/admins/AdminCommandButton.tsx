import { fullName } from '../../domain/people';
import { useState, type ReactElement } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { findAction, canRunAction } from '../../domain/actions';
import { AppButton, type AppButtonVariant } from '../../layout/buttons/AppButton';
import { useAdminPermissions } from '../../layout/permissions/useAdminPermissions';
import { useAdminCommand } from './useAdminCommand';

interface Props {
  action: 'revoke_access' | 'restore_access' | 'sign_out_all' | 'void_invite' | 'send_password_reset';
  icon: ReactElement;
  variant: AppButtonVariant;
  /** A catalogue key saying why the command is unavailable for this admin; disables the button. */
  disabledReason?: string | null;
  /** Catalogue key of the confirmation text, when it differs from the default for the action. */
  confirmContent?: string;
  /** Disabled while the rules above are still being checked. */
  checking?: boolean;
}

/**
 * One admin control: hidden without the command's permission or when the admin's status does
 * not allow it (the server answers 403/409 anyway); confirmed first when the command is destructive.
 */
export function AdminCommandButton({ action, icon, variant, disabledReason, confirmContent, checking }: Props) {
  const record = useRecordContext<{ id: number; firstName: string; lastName: string; email: string; status: string }>();
  const translate = useTranslate();
  const { can } = useAdminPermissions();
  const [open, setOpen] = useState(false);
  const name = fullName(record);
  const command = useAdminCommand(action, record?.id ?? null, { name, email: record?.email });
  const definition = findAction('admins', action);
  if (!record || !definition || !can(definition.permission) || !canRunAction(definition, record)) return null;

  const run = () => command.mutate({}, { onSettled: () => setOpen(false) });
  return (
    <>
      <AppButton
        variant={variant}
        startIcon={icon}
        disabled={!!disabledReason || checking || command.isPending}
        aria-describedby={disabledReason ? 'admin-controls-note' : undefined}
        onClick={() => (definition.destructive ? setOpen(true) : run())}
      >
        {translate(`app.administration.admins.actions.${action}`)}
      </AppButton>
      <Confirm
        isOpen={open}
        loading={command.isPending}
        title={`app.administration.admins.confirm.${action}_title`}
        content={confirmContent ?? `app.administration.admins.confirm.${action}_content`}
        translateOptions={{ name, email: record.email }}
        confirm={`app.administration.admins.actions.${action}`}
        cancel="app.common.cancel"
        // A red button's confirm is a warning; restoring access or sending a reset is not.
        confirmColor={variant === 'error' || variant === 'outlineRed' ? 'warning' : 'primary'}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
