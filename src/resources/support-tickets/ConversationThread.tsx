import { Box, Paper, Stack, Typography } from '@mui/material';
import { DateField, RecordContextProvider, useTranslate } from 'react-admin';
import type { SupportTicket } from '../../domain/entities/supportTickets';
import { isFromRequester } from './ticketMessages';

/** The conversation as a chat: the person asking on the left, the support team on the right. */
export function ConversationThread({ ticket }: { ticket: SupportTicket }) {
  const translate = useTranslate();
  return (
    <Stack
      component="ol"
      role="log"
      aria-label={translate('app.content.tickets.conversation')}
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {ticket.messages.map((message, index) => {
        const fromRequester = isFromRequester(ticket, message);
        return (
          <Box component="li" key={index} sx={{ display: 'flex', justifyContent: fromRequester ? 'flex-start' : 'flex-end' }}>
            <Paper
              elevation={0}
              sx={{
                maxWidth: '75%',
                px: 2,
                py: 1.25,
                borderRadius: 2,
                border: 1,
                borderColor: fromRequester ? 'divider' : 'primary.main',
                bgcolor: fromRequester ? 'background.default' : 'action.selected',
              }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {translate(fromRequester ? 'app.content.tickets.from_requester' : 'app.content.tickets.from_support')}
                {' · '}
                <RecordContextProvider value={message}>
                  <DateField source="at" showTime variant="caption" />
                </RecordContextProvider>
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.text}
              </Typography>
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}
