import { useState, type MouseEvent, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Confirm, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { AppButton, type AppButtonVariant } from '../../layout/buttons/AppButton';
import { MODAL_MAX_WIDTH } from '../../domain/constants';
import { CommandDialogContent, type CommandInput } from './CommandDialogContent';
import { useCommand } from './useCommand';

export interface CommandButtonProps {
  resource: string;
  action: string;
  /** Catalogue prefix of the command's words: `.label`, `.title`, `.content`, `.input`, `.done`. */
  messages: string;
  variant: AppButtonVariant;
  input?: CommandInput;
  /** Interpolated into the dialog's title and text (the user's name, the strike's reason). */
  messageArgs?: Record<string, unknown>;
  startIcon?: ReactNode;
  /**
   * Confirm first although the command is not destructive: a decision taken in a review queue,
   * where a second click could land on the next row once the decided one leaves the list.
   */
  confirm?: boolean;
  /** Fixed fields sent with the command besides the typed input. */
  payload?: Record<string, unknown>;
  /** A fuller success toast from the record before and the command's result; null keeps `done`. */
  doneMessage?: (before: RaRecord, result: RaRecord) => { key: string; args?: Record<string, unknown> } | null;
  /** Why it cannot run now although the status allows it (a catalogue key): disabled, with this as hint. */
  blockedKey?: string | null;
  /** After the success toast; every query is refreshed unless this returns false. */
  onSuccess?: (data: RaRecord) => boolean | void;
  /** Shortcut announced to assistive technology (aria-keyshortcuts). */
  shortcut?: string;
}

/**
 * The button of one domain command on the current record (src/domain/actions decides who may run
 * it and from which statuses). Hidden when the admin's role may not run it, disabled when the
 * record's status (or `blockedKey`) does not allow it; destructive commands, those that take a
 * text and those asked to `confirm` open a confirmation first.
 */
export function CommandButton(props: CommandButtonProps) {
  const { resource, action, messages: base, variant, input, messageArgs = {}, startIcon, doneMessage, payload = {}, confirm = false, blockedKey, onSuccess, shortcut } = props;
  const record = useRecordContext();
  const translate = useTranslate();
  const command = useCommand(resource, action, record, {
    doneKey: `${base}.done`,
    doneMessage: doneMessage && record ? (result) => doneMessage(record, result) : undefined,
    onSuccess,
  });
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [showError, setShowError] = useState(false);
  if (!record || !command.allowed) return null;

  const asksFirst = command.definition.destructive || !!input || confirm;
  const enabled = command.runnable && !blockedKey && !command.isPending;
  const hint = blockedKey ? translate(blockedKey) : command.runnable ? undefined : translate('app.manageUsers.commands.not_allowed_now');
  const close = () => {
    setOpen(false);
    setText('');
    setShowError(false);
  };
  const run = () => {
    const trimmed = text.trim();
    if (input?.required && !trimmed) return setShowError(true);
    command.run({ ...payload, ...(input && trimmed ? { [input.field]: trimmed } : {}) }, { onSettled: close });
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
          content={<CommandDialogContent messages={base} messageArgs={messageArgs} input={input} value={text} onChange={setText} showError={showError} />}
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
