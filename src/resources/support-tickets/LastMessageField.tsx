import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SupportTicket } from '../../domain/entities/supportTickets';
import { isFromRequester } from './ticketMessages';

/** The newest message of a conversation, one line, prefixed with who wrote it. */
export function LastMessageField() {
  const ticket = useRecordContext<SupportTicket>();
  const translate = useTranslate();
  const last = ticket?.messages.at(-1);
  if (!ticket || !last) return null;
  const who = translate(isFromRequester(ticket, last) ? 'app.content.tickets.from_requester' : 'app.content.tickets.from_support');
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ display: 'block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      title={last.text}
    >
      <strong>{who}:</strong> {last.text}
    </Typography>
  );
}
