import { Box, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { SupportTicketMessage } from '../domain/entities/supportTickets';

/** One message of a support conversation: the admin's own on the right, the support team's on the left. */
export function ChatMessage({ message }: { message: SupportTicketMessage }) {
  const translate = useTranslate();
  const locale = useLocale();
  const mine = message.from === 'admin';
  return (
    <Box sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
          {message.text}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: mine ? 'right' : 'left', mt: 0.25 }}>
        {translate(mine ? 'app.help.chat.from_you' : 'app.help.chat.from_support')} · {new Date(message.at).toLocaleString(locale)}
      </Typography>
    </Box>
  );
}
