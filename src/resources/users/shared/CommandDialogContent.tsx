import { TEXT_LIMITS } from '../../../domain/textLimits';
import { DialogContentText, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface CommandInput {
  /** The payload field the text goes to (reason, decision, message). */
  field: string;
  required: boolean;
}

interface Props {
  commandKey: string;
  messageArgs: Record<string, unknown>;
  input?: CommandInput;
  value: string;
  onChange: (value: string) => void;
  showError: boolean;
}

/** What the command will do, and the text the admin must or may give it. */
export function CommandDialogContent({ commandKey, messageArgs, input, value, onChange, showError }: Props) {
  const translate = useTranslate();
  const base = `app.manageUsers.commands.${commandKey}`;
  return (
    <Stack spacing={2}>
      <DialogContentText>{translate(`${base}.content`, messageArgs)}</DialogContentText>
      {input ? (
        <TextField
          autoFocus
          multiline
          minRows={2}
          fullWidth
          required={input.required}
          label={translate(`${base}.input`)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={showError}
          helperText={showError ? translate('ra.validation.required') : translate(input.required ? 'app.manageUsers.commands.input_required' : 'app.manageUsers.commands.input_optional')}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.paragraph } }}
        />
      ) : null}
    </Stack>
  );
}
