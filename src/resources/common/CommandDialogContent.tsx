import { TEXT_LIMITS } from '../../domain/textLimits';
import { hasVisibleText } from '../../domain/visibleText';
import { DialogContentText, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface CommandInput {
  /** The payload field the text goes to (reason, decision, message). */
  field: string;
  required: boolean;
  /** Catalogue key of the field's label; the command's `input` key when left out. */
  labelKey?: string;
  /** Catalogue key of the hint under the field; a required/optional hint when left out. */
  hintKey?: string;
  /** Catalogue key shown when a required text is missing; "Required" when left out. */
  missingKey?: string;
}

/** The reason every moderation decision that takes one asks for (kept and shown to the user). */
export const MODERATION_REASON: CommandInput = {
  field: 'reason',
  required: true,
  labelKey: 'app.moderation.commands.reason',
  hintKey: 'app.moderation.commands.reason_hint',
};

/** The reason a user's content is removed for, which its owner reads. */
export const CONTENT_REASON: CommandInput = {
  field: 'reason',
  required: true,
  labelKey: 'app.content.commands.reason',
  hintKey: 'app.content.commands.reason_hint',
  missingKey: 'app.content.commands.reason_required',
};

interface Props {
  /** The catalogue keys of the command's text and its field's label. */
  messages: { content?: string; input?: string };
  messageArgs: Record<string, unknown>;
  input?: CommandInput;
  value: string;
  onChange: (value: string) => void;
  showError: boolean;
}

/** What the command will do, and the text the admin must or may give it. */
export function CommandDialogContent({ messages, messageArgs, input, value, onChange, showError }: Props) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      {messages.content ? <DialogContentText>{translate(messages.content, messageArgs)}</DialogContentText> : null}
      {input ? (
        <CommandTextField
          label={translate(input.labelKey ?? messages.input ?? '')}
          required={input.required}
          value={value}
          onChange={onChange}
          showError={showError}
          missingHint={input.missingKey ? translate(input.missingKey) : undefined}
          hint={translate(
            input.hintKey ?? (input.required ? 'app.manageUsers.commands.input_required' : 'app.manageUsers.commands.input_optional'),
          )}
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
  /** Shown when a required text is missing; "Required" when left out. */
  missingHint?: string;
}

/** The text a command sends (a reason, a message): a paragraph at most, required or not. */
export function CommandTextField({ label, required, value, onChange, showError, hint, missingHint }: CommandTextFieldProps) {
  const translate = useTranslate();
  const missing = showError && required && !hasVisibleText(value);
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
      error={missing}
      helperText={missing ? (missingHint ?? translate('ra.validation.required')) : hint}
      slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.paragraph } }}
    />
  );
}
