import { TEXT_LIMITS } from '../../../domain/textLimits';
import { DialogContentText, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  base: string;
  messageArgs: Record<string, unknown>;
  /** Whether the command takes a reason (kept on the record and shown to the user). */
  asksReason: boolean;
  reason: string;
  onReason: (value: string) => void;
  showError: boolean;
}

/** What the command will do, and the reason the admin must give for it. */
export function CommandDialogContent({ base, messageArgs, asksReason, reason, onReason, showError }: Props) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <DialogContentText>{translate(`${base}.content`, messageArgs)}</DialogContentText>
      {asksReason ? (
        <TextField
          autoFocus
          multiline
          minRows={2}
          fullWidth
          required
          label={translate('app.moderation.commands.reason')}
          value={reason}
          onChange={(e) => onReason(e.target.value)}
          error={showError}
          helperText={translate(showError ? 'ra.validation.required' : 'app.moderation.commands.reason_hint')}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.paragraph } }}
        />
      ) : null}
    </Stack>
  );
}
