import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/LockOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { PageLoading } from '../../shell/PageLoading';
import { DateField, Link, ShowBase, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { AppTitle } from '../../shell/AppTitle';
import type { SupportTicket } from '../../domain/entities/supportTickets';
import { CommandButton } from '../common/CommandButton';
import { StatusChip } from '../common/StatusChip';
import { ConversationThread } from './ConversationThread';
import { ReplyForm } from './ReplyForm';
import { TicketRequesterField } from './TicketRequesterField';

function BackToList() {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Link to="/customerService" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate('app.content.tickets.back')}
      </Link>
    </TopToolbar>
  );
}

/** Close and reopen sit in the card's header, clear of the toasts that open top-right. */
function TicketActions() {
  return (
    <Stack direction="row" spacing={1}>
      <CommandButton
        resource="support-tickets"
        action="close"
        messages="app.content.tickets.commands.close"
        variant="outlineDark"
        startIcon={<LockIcon />}
        confirm
        size="medium"
        hideWhenUnavailable
      />
      <CommandButton
        resource="support-tickets"
        action="reopen"
        messages="app.content.tickets.commands.reopen"
        variant="outlineBlue"
        startIcon={<LockOpenIcon />}
        size="medium"
        hideWhenUnavailable
      />
    </Stack>
  );
}

function TicketConversation() {
  const ticket = useRecordContext<SupportTicket>();
  const translate = useTranslate();
  if (!ticket) return <PageLoading />;
  return (
    <Card>
      <AppTitle title={`${translate('resources.support-tickets.name', { smart_count: 1 })}: ${ticket.subject}`} />
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography variant="h5" component="h1">
            {ticket.subject}
          </Typography>
          <StatusChip group="ticketStatus" />
          <Box sx={{ flex: 1 }} />
          <TicketActions />
        </Stack>
        <Typography variant="body2" color="text.secondary" component="div">
          {translate('app.content.tickets.opened_by')} <TicketRequesterField /> · <DateField source="createdAt" showTime />
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Box sx={{ maxHeight: '55vh', overflowY: 'auto', pr: 1 }} tabIndex={0} aria-label={translate('app.content.tickets.conversation')}>
          <ConversationThread ticket={ticket} />
        </Box>
        <Divider sx={{ my: 2 }} />
        <ReplyForm ticket={ticket} />
      </CardContent>
    </Card>
  );
}

/** /support-tickets/:id/show: the conversation, the reply box, close and reopen. */
export const SupportTicketShow = () => (
  <ShowBase>
    <Box sx={{ maxWidth: 960, width: '100%' }}>
      <BackToList />
      <TicketConversation />
    </Box>
  </ShowBase>
);
