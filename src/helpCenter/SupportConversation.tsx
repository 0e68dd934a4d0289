import { TEXT_LIMITS } from '../domain/textLimits';
import { useState, type FormEvent } from 'react';
import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import type { SupportTicket } from '../domain/entities/supportTickets';
import { AppButton } from '../shell/buttons/AppButton';
import { ChatMessage } from './ChatMessage';
import { hasVisibleText } from '../domain/visibleText';

interface SupportConversationProps {
  ticket: SupportTicket;
  onReply: (text: string) => Promise<unknown>;
  onBack: () => void;
}

/** A conversation with the support team and a box to answer in it. */
export function SupportConversation({ ticket, onReply, onBack }: SupportConversationProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const closed = ticket.status === 'closed';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!hasVisibleText(text) || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await onReply(text.trim());
      setText('');
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <AppButton variant="cancel" size="small" onClick={onBack} startIcon={<ArrowBack />}>
          {translate('app.help.chat.back')}
        </AppButton>
        <Typography variant="subtitle1" component="h3" noWrap sx={{ fontWeight: 600 }}>
          {ticket.subject}
        </Typography>
      </Box>
      <Stack
        spacing={1}
        role="log"
        aria-label={translate('app.help.chat.messages_label')}
        sx={{ maxHeight: 280, overflowY: 'auto', p: 0.5 }}
      >
        {ticket.messages.map((m, i) => (
          <ChatMessage key={`${m.at}-${i}`} message={m} />
        ))}
      </Stack>
      {closed ? (
        <Alert severity="info">{translate('app.help.chat.closed')}</Alert>
      ) : (
        <Stack component="form" spacing={1} onSubmit={submit}>
          <TextField
            size="small"
            label={translate('app.help.chat.reply')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.paragraph } }}
          />
          {failed ? <Alert severity="error">{translate('app.help.chat.send_error')}</Alert> : null}
          <AppButton variant="primary" type="submit" disabled={!hasVisibleText(text) || sending} sx={{ alignSelf: 'flex-end' }}>
            {translate('app.help.chat.send')}
          </AppButton>
        </Stack>
      )}
    </Stack>
  );
}
