import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SupportTicket } from '../domain/entities/supportTickets';

/** This admin's earlier conversations, newest first. */
export function SupportTicketList({ tickets, onOpen }: { tickets: SupportTicket[]; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  if (tickets.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('app.help.chat.your_conversations')}
      </Typography>
      <List dense disablePadding>
        {tickets.map((t) => (
          // Each button sits in an <li>: a <ul> may only hold list items (axe "list").
          <ListItem key={t.id} disablePadding>
            <ListItemButton onClick={() => onOpen(t.id)} sx={{ borderRadius: 1 }}>
              <ListItemText
                primary={t.subject}
                secondary={translate('app.help.chat.ticket_meta', {
                  status: translate(`app.help.chat.status.${t.status}`),
                  smart_count: t.messages.length,
                })}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}
