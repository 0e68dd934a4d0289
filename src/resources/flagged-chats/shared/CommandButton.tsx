import { useState, type MouseEvent, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Confirm, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { MODAL_MAX_WIDTH } from '../../../domain/constants';
import { AppButton, type AppButtonVariant } from '../../../layout/buttons/AppButton';
import { CommandDialogContent } from './CommandDialogContent';
import { useCommand } from '../../common/useCommand';

export interface CommandButtonProps {
  resource: string;
  action: string;
  /** Catalogue prefix `app.moderation.commands.<commandKey>`: label, title, content, done. */
  commandKey: string;
  variant: AppButtonVariant;
  /** The command needs a reason (payload `reason`), asked in its confirmation. */
  asksReason?: boolean;
  /** Why it cannot run now although the status allows it (a catalogue key): disabled, with this as hint. */
  blockedKey?: string | null;
  /** Sent with the command (e.g. the notes typed next to Mark as reviewed). */
  payload?: Record<string, unknown>;
  messageArgs?: Record<string, unknown>;
  onSuccess?: (data: RaRecord) => boolean | void;
  startIcon?: ReactNode;
  /** Shortcut announced to assistive technology (aria-keyshortcuts). */
  shortcut?: string;
}

/**
 * The button of one domain command on the current record. Hidden when the admin's role may not
 * run it, disabled when the record's status (or `blockedKey`) does not allow it; destructive
 * commands and those that need a reason open a confirmation first.
 */
export function CommandButton(props: CommandButtonProps) {
  const { resource, action, commandKey, variant, asksReason = false, blockedKey, payload = {}, messageArgs = {}, onSuccess, startIcon, shortcut } = props;
  const record = useRecordContext();
  const translate = useTranslate();
  const base = `app.moderation.commands.${commandKey}`;
  const command = useCommand(resource, action, record, { doneKey: `${base}.done`, onSuccess });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  if (!record || !command.allowed) return null;

  const asksFirst = command.definition.destructive || asksReason;
  const enabled = command.runnable && !blockedKey && !command.isPending;
  const hint = blockedKey ? translate(blockedKey) : command.runnable ? undefined : translate('app.moderation.commands.not_allowed_now');
  const close = () => {
    setOpen(false);
    setReason('');
    setShowError(false);
  };
  const run = () => {
    const trimmed = reason.trim();
    if (asksReason && !trimmed) return setShowError(true);
    command.run(asksReason ? { ...payload, reason: trimmed } : payload, { onSettled: close });
  };
  const onClick = (e: MouseEvent) => {
    // Inside a clickable row: the button must not also open the record.
    e.stopPropagation();
    if (asksFirst) setOpen(true);
    else run();
  };

  return (
    <>
      <Box component="span" title={hint} sx={{ display: 'inline-flex' }}>
        <AppButton
          variant={variant}
          size="small"
          startIcon={startIcon}
          disabled={!enabled}
          onClick={onClick}
          aria-keyshortcuts={shortcut}
          sx={{ minHeight: 36, px: 1.75, whiteSpace: 'nowrap' }}
        >
          {translate(`${base}.label`)}
        </AppButton>
      </Box>
      {asksFirst ? (
        <Confirm
          isOpen={open}
          loading={command.isPending}
          title={translate(`${base}.title`, messageArgs)}
          content={<CommandDialogContent base={base} messageArgs={messageArgs} asksReason={asksReason} reason={reason} onReason={setReason} showError={showError} />}
          confirm={`${base}.label`}
          cancel="app.common.cancel"
          confirmColor={command.definition.destructive ? 'warning' : 'primary'}
          onConfirm={run}
          onClose={close}
          sx={{ '& .MuiDialog-paper': { maxWidth: MODAL_MAX_WIDTH, width: '100%' } }}
        />
      ) : null}
    </>
  );
}
