import { TEXT_LIMITS } from '../../domain/textLimits';
import { DialogContentText, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface CommandInput {
  /** The payload field the text goes to (reason, decision, message). */
  field: string;
  required: boolean;
  /** Catalogue key of the field's label; `<messages>.input` when left out. */
  labelKey?: string;
  /** Catalogue key of the hint under the field; a required/optional hint when left out. */
  hintKey?: string;
}

/** The reason every moderation decision that takes one asks for (kept and shown to the user). */
export const MODERATION_REASON: CommandInput = { field: 'reason', required: true, labelKey: 'app.moderation.commands.reason', hintKey: 'app.moderation.commands.reason_hint' };

interface Props {
  /** Catalogue prefix of the command's words (`.content`, `.input`). */
  messages: string;
  messageArgs: Record<string, unknown>;
  input?: CommandInput;
  value: string;
  onChange: (value: string) => void;
  showError: boolean;
}

/** What the command will do, and the text the admin must or may give it. */
export function CommandDialogContent({ messages: base, messageArgs, input, value, onChange, showError }: Props) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <DialogContentText>{translate(`${base}.content`, messageArgs)}</DialogContentText>
      {input ? (
        <CommandTextField
          label={translate(input.labelKey ?? `${base}.input`)}
          required={input.required}
          value={value}
          onChange={onChange}
          showError={showError}
          hint={translate(input.hintKey ?? (input.required ? 'app.manageUsers.commands.input_required' : 'app.manageUsers.commands.input_optional'))}
        />
      ) : null}
    </Stack>
  );
}

interface CommandTextFieldProps {
  label: string;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
  showError: boolean;
  /** Shown under the field until a required text is missing. */
  hint: string;
}

/** The text a command sends (a reason, a message): a paragraph at most, required or not. */
export function CommandTextField({ label, required, value, onChange, showError, hint }: CommandTextFieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      autoFocus
      multiline
      minRows={2}
      fullWidth
      required={required}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={showError}
      helperText={showError ? translate('ra.validation.required') : hint}
      slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.paragraph } }}
    />
  );
}
