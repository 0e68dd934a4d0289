import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Box, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import type { SupportTicket } from '../../domain/entities/supportTickets';
import { AppButton } from '../../shell/buttons/AppButton';
import { useCommand } from '../common/useCommand';
import { hasVisibleText } from '../../domain/visibleText';

const MAX_REPLY = 5000;

/**
 * The support team's answer. Sending appends it to the conversation and leaves the ticket
 * pending (waiting for the user). Ctrl/⌘+Enter sends, as in most chat tools.
 */
export function ReplyForm({ ticket }: { ticket: SupportTicket }) {
  const translate = useTranslate();
  const reply = useCommand('support-tickets', 'reply', ticket, { doneKey: 'app.content.tickets.replied' });
  const [text, setText] = useState('');

  if (!reply.runnable) {
    return ticket.status === 'closed' ? <Alert severity="info">{translate('app.content.tickets.closed_notice')}</Alert> : null;
  }

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!hasVisibleText(text)) return;
    if (await reply.run({ text: text.trim() })) setText('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
  };

  return (
    <Box component="form" onSubmit={(e) => void send(e)} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        label={translate('app.content.tickets.reply_label')}
        helperText={translate('app.content.tickets.reply_hint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_REPLY } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <AppButton type="submit" variant="primary" startIcon={<SendIcon />} disabled={!hasVisibleText(text) || reply.isPending}>
          {translate('app.content.tickets.send')}
        </AppButton>
      </Box>
    </Box>
  );
}
