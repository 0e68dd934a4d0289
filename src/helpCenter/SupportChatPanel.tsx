import { useState } from 'react';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { useTranslate } from 'react-admin';
import { SUPPORT_REPLY_HOURS } from '../domain/constants';
import { useHelpChat } from './useHelpChat';
import { HelpArticleList } from './HelpArticleList';
import { NewSupportTicketForm } from './NewSupportTicketForm';
import { SupportTicketList } from './SupportTicketList';
import { SupportConversation } from './SupportConversation';

/** "Chat with support team": the promised reply time, then a real conversation with the team. */
export function SupportChatPanel() {
  const translate = useTranslate();
  const chat = useHelpChat();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = chat.tickets.find((t) => t.id === openId);

  return (
    <Stack spacing={2}>
      <Alert icon={<ScheduleOutlined />} severity="info">
        {translate('app.help.reply_time', { hours: SUPPORT_REPLY_HOURS })}
      </Alert>
      {open ? (
        <SupportConversation ticket={open} onReply={(text) => chat.reply(open.id, text)} onBack={() => setOpenId(null)} />
      ) : (
        <>
          <HelpArticleList section="chat_support" hideWhenEmpty />
          <Typography variant="subtitle2" component="h3">
            {translate('app.help.chat.new_title')}
          </Typography>
          <NewSupportTicketForm onSubmit={async (subject, text) => setOpenId((await chat.start(subject, text)).id)} />
          {chat.loading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <CircularProgress size={24} aria-label={translate('app.help.loading')} />
            </Box>
          ) : chat.error ? (
            <Alert severity="error">{translate('app.help.chat.load_error')}</Alert>
          ) : (
            <SupportTicketList tickets={chat.tickets} onOpen={setOpenId} />
          )}
        </>
      )}
    </Stack>
  );
}
