import { TEXT_LIMITS } from '../../../domain/textLimits';
import type { Ref } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The reason of a moderation command: required, shown to the user whose content it is. */
export function ReasonField({ value, onChange, showError, inputRef }: { value: string; onChange: (v: string) => void; showError: boolean; inputRef: Ref<HTMLInputElement> }) {
  const translate = useTranslate();
  const missing = showError && !value.trim();
  return (
    <TextField
      inputRef={inputRef}
      label={translate('app.content.commands.reason')}
      helperText={translate(missing ? 'app.content.commands.reason_required' : 'app.content.commands.reason_hint')}
      error={missing}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      fullWidth
      multiline
      minRows={2}
      margin="normal"
      slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.paragraph } }}
    />
  );
}
