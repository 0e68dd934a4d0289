import { useRef, useState, type ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { Confirm, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { AppButton, type AppButtonVariant } from '../../shell/buttons/AppButton';
import { MODAL_MAX_WIDTH } from '../../domain/constants';
import { hasVisibleText } from '../../domain/visibleText';
import { CommandDialogContent, type CommandInput } from './CommandDialogContent';
import { useCommand } from './useCommand';
import { stopRowClick } from './rowButtons';

/** The catalogue keys of a command's words, for areas whose catalogue is laid out by kind of word. */
export interface CommandMessages {
  label: string;
  /** The confirmation's title and text: needed when the command asks first. */
  title?: string;
  content?: string;
  done: string;
  /** The text field's label, when the command takes one without its own `labelKey`. */
  input?: string;
  /** The dialog's confirm button; the label when left out. */
  confirm?: string;
  /** The dialog's cancel button; "Cancel" when left out. */
  cancel?: string;
  /** The button's text when the row has little room; the label stays its accessible name. */
  short?: string;
}

/** The keys of a command laid out under one prefix: `.label`, `.title`, `.content`, `.input`, `.done`. */
export function messagesUnder(prefix: string): CommandMessages {
  return {
    label: `${prefix}.label`,
    title: `${prefix}.title`,
    content: `${prefix}.content`,
    done: `${prefix}.done`,
    input: `${prefix}.input`,
  };
}

export interface CommandButtonProps {
  resource: string;
  action: string;
  /** Catalogue prefix of the command's words (see messagesUnder), or the keys one by one. */
  messages: string | CommandMessages;
  variant: AppButtonVariant;
  input?: CommandInput;
  /** Interpolated into the dialog's title and text and the success toast (the user's name, the strike's reason). */
  messageArgs?: Record<string, unknown>;
  startIcon?: ReactNode;
  /**
   * Confirm first although the command is not destructive: a decision taken in a review queue,
   * where a second click could land on the next row once the decided one leaves the list.
   */
  confirm?: boolean;
  /**
   * The decided row stays in its list, showing its new state, until the admin moves on: after a
   * queue's decision the next row does not slide under the cursor (useCommandMutation).
   */
  keepRowUntilRefresh?: boolean;
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
  /**
   * Not shown (instead of disabled) while the record's status does not allow it: for commands
   * that come in pairs (publish / close, close / reopen), where only one can ever apply.
   */
  hideWhenUnavailable?: boolean;
  size?: 'small' | 'medium';
  /** The confirm button's colour; a warning for destructive commands unless said. */
  confirmColor?: 'primary' | 'warning';
  /** Styles of the button (a row's compact size). */
  sx?: SxProps<Theme>;
}

/**
 * The button of one domain command on the current record (src/domain/actions decides who may run
 * it and from which statuses). Hidden when the admin's role may not run it, disabled (or hidden,
 * see `hideWhenUnavailable`) when the record's status or `blockedKey` does not allow it; destructive commands, those that take a
 * text and those asked to `confirm` open a confirmation first.
 */
export function CommandButton(props: CommandButtonProps) {
  const {
    resource,
    action,
    variant,
    input,
    messageArgs = {},
    startIcon,
    doneMessage,
    payload = {},
    confirm = false,
    keepRowUntilRefresh = false,
    blockedKey,
    onSuccess,
    shortcut,
    hideWhenUnavailable = false,
    size = 'small',
  } = props;
  const messages = typeof props.messages === 'string' ? messagesUnder(props.messages) : props.messages;
  const record = useRecordContext();
  const translate = useTranslate();
  const command = useCommand(resource, action, record, {
    doneKey: messages.done,
    doneMessage: (result) => (doneMessage && record ? doneMessage(record, result) : null) ?? { key: messages.done, args: messageArgs },
    onSuccess,
    keepRowUntilRefresh,
  });
  const [open, setOpen] = useState(false);
  // Set at the click, before React redraws the button disabled: a double click sends once.
  const sending = useRef(false);
  const [text, setText] = useState('');
  const [showError, setShowError] = useState(false);
  if (!record || !command.allowed) return null;
  // An open confirmation stays when the record changes under it (a refresh after another
  // decision): hiding the button would take the dialog away mid-sentence. Confirmed, the
  // server's refusal says why it can no longer run.
  if (hideWhenUnavailable && !command.runnable && !open) return null;

  const asksFirst = command.definition.destructive || !!input || confirm;
  const enabled = command.runnable && !blockedKey && !command.isPending;
  const hint = blockedKey ? translate(blockedKey) : command.runnable ? undefined : translate('app.manageUsers.commands.not_allowed_now');
  const close = () => {
    setOpen(false);
    setText('');
    setShowError(false);
  };
  const run = () => {
    // Invisible characters alone are no text: the server's schema refuses them too.
    const trimmed = hasVisibleText(text) ? text.trim() : '';
    if (input?.required && !trimmed) return setShowError(true);
    if (sending.current) return;
    sending.current = true;
    void command.run(
      { ...payload, ...(input && trimmed ? { [input.field]: trimmed } : {}) },
      {
        onSettled: () => {
          sending.current = false;
          close();
        },
      },
    );
  };
  const onClick = () => {
    if (asksFirst) setOpen(true);
    else run();
  };

  // Inside a clickable row neither the button nor its dialog (a portal, whose clicks bubble
  // through React's tree) may also open the record.
  return (
    <Box component="span" onClick={stopRowClick} sx={{ display: 'contents' }}>
      <Box component="span" title={hint} sx={{ display: 'inline-flex' }}>
        <AppButton
          variant={variant}
          size={size}
          startIcon={startIcon}
          disabled={!enabled}
          onClick={onClick}
          aria-keyshortcuts={shortcut}
          aria-label={messages.short ? translate(messages.label, messageArgs) : undefined}
          sx={props.sx ?? (size === 'small' ? { minHeight: 36, px: 1.75, whiteSpace: 'nowrap' } : { whiteSpace: 'nowrap' })}
        >
          {translate(messages.short ?? messages.label, messageArgs)}
        </AppButton>
      </Box>
      {asksFirst ? (
        <Confirm
          isOpen={open}
          loading={command.isPending}
          title={translate(messages.title ?? messages.label, messageArgs)}
          content={
            <CommandDialogContent
              messages={messages}
              messageArgs={messageArgs}
              input={input}
              value={text}
              onChange={setText}
              showError={showError}
            />
          }
          confirm={messages.confirm ?? messages.label}
          cancel={messages.cancel ?? 'app.common.cancel'}
          confirmColor={props.confirmColor ?? (command.definition.destructive ? 'warning' : 'primary')}
          onConfirm={run}
          onClose={close}
          sx={{ '& .MuiDialog-paper': { maxWidth: MODAL_MAX_WIDTH, width: '100%' } }}
        />
      ) : null}
    </Box>
  );
}
