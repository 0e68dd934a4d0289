import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Confirm, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { AppButton, type AppButtonVariant } from '../../../layout/buttons/AppButton';
import type { CollectionName } from '../../../domain/collections';
import { useDomainCommand } from '../../common/useCommand';
import { ReasonField } from './ReasonField';

export interface CommandButtonProps {
  resource: CollectionName;
  action: string;
  /** Catalogue keys: the button, the success toast, and (for confirmed commands) the dialog. */
  labelKey: string;
  successKey: string;
  confirmTitleKey?: string;
  confirmTextKey?: string;
  /** Arguments of the dialog's text (e.g. the record's title). */
  confirmArgs?: Record<string, unknown>;
  variant: AppButtonVariant;
  startIcon?: ReactNode;
  record?: RaRecord;
  /** A further condition the server also checks (e.g. the applicant's quick ad is published). */
  extraCondition?: boolean;
  size?: 'small' | 'medium';
}

/**
 * A button that runs one domain command. It is not rendered when the admin's role or the
 * record's status does not allow the command. Destructive commands are confirmed first; a
 * command whose payload takes a `reason` asks for it in the same dialog.
 */
export function CommandButton(props: CommandButtonProps) {
  const { resource, action, labelKey, successKey, variant, startIcon, extraCondition = true, size } = props;
  const contextRecord = useRecordContext();
  const record = props.record ?? contextRecord;
  const translate = useTranslate();
  const command = useDomainCommand(resource, action, { doneKey: successKey });
  const needsReason = 'reason' in command.definition.payload.shape;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const reasonRef = useRef<HTMLInputElement>(null);

  if (!record || !extraCondition || !command.isAvailable(record)) return null;

  const close = () => {
    setOpen(false);
    setReason('');
    setShowError(false);
  };
  const confirm = async () => {
    if (needsReason && !reason.trim()) {
      setShowError(true);
      reasonRef.current?.focus();
      return;
    }
    const ok = await command.run(record, needsReason ? { reason: reason.trim() } : {});
    if (ok) close();
  };
  const onClick = (e: MouseEvent) => {
    // Buttons sit in clickable rows: the click is the button's, not the row's.
    e.stopPropagation();
    if (command.definition.destructive || needsReason) setOpen(true);
    else void command.run(record);
  };

  return (
    <>
      <AppButton variant={variant} size={size} startIcon={startIcon} onClick={onClick} disabled={command.isPending} sx={size === 'small' ? { minHeight: 30, px: 1.5 } : undefined}>
        {translate(labelKey)}
      </AppButton>
      <Confirm
        isOpen={open}
        loading={command.isPending}
        title={props.confirmTitleKey ?? labelKey}
        titleTranslateOptions={props.confirmArgs}
        content={
          <>
            {props.confirmTextKey ? translate(props.confirmTextKey, props.confirmArgs) : null}
            {needsReason ? <ReasonField inputRef={reasonRef} value={reason} onChange={setReason} showError={showError} /> : null}
          </>
        }
        confirm={labelKey}
        cancel="app.common.cancel"
        confirmColor={command.definition.destructive ? 'warning' : 'primary'}
        onConfirm={() => void confirm()}
        onClose={close}
        slotProps={{ transition: { onEntered: () => reasonRef.current?.focus() } }}
      />
    </>
  );
}
