import { TEXT_LIMITS } from '../domain/textLimits';
import { useState, type FormEvent } from 'react';
import { Alert, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AppButton } from '../shell/buttons/AppButton';
import { hasVisibleText } from '../domain/visibleText';

/** Starts a conversation with the support team: a subject and a first message. */
export function NewSupportTicketForm({ onSubmit }: { onSubmit: (subject: string, text: string) => Promise<unknown> }) {
  const translate = useTranslate();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const ready = hasVisibleText(subject) && hasVisibleText(text) && !sending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setSending(true);
    setFailed(false);
    try {
      await onSubmit(subject.trim(), text.trim());
      setSubject('');
      setText('');
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} aria-label={translate('app.help.chat.new_title')}>
      <TextField
        size="small"
        label={translate('app.help.chat.subject')}
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.line } }}
      />
      <TextField
        size="small"
        label={translate('app.help.chat.message')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.paragraph } }}
      />
      {failed ? <Alert severity="error">{translate('app.help.chat.send_error')}</Alert> : null}
      <AppButton variant="primary" type="submit" disabled={!ready} sx={{ alignSelf: 'flex-end' }}>
        {translate('app.help.chat.start')}
      </AppButton>
    </Stack>
  );
}
