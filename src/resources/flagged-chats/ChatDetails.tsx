import { Typography } from '@mui/material';
import { DateField, ReferenceField, TextField, useTranslate } from 'react-admin';
import type { FlaggedChat } from '../../domain/entities/flaggedChats';
import { DetailGrid, DetailItem } from '../common/DetailGrid';

/** Chatroom, sender, when it was sent and when (and by whom) it was last reviewed. */
export function ChatDetails({ record, reviewerName }: { record: FlaggedChat; reviewerName: string | null }) {
  const translate = useTranslate();
  return (
    <DetailGrid>
      <DetailItem labelKey="resources.flagged-chats.fields.chatroomId">
        <TextField source="chatroomId" sx={{ fontFamily: 'monospace' }} />
      </DetailItem>
      <DetailItem labelKey="resources.flagged-chats.fields.sentByUserId">
        <ReferenceField source="sentByUserId" reference="users" link="show" />
      </DetailItem>
      <DetailItem labelKey="app.moderation.flagged_chats.sent_at">
        <DateField source="createdAt" showTime />
      </DetailItem>
      <DetailItem labelKey="resources.flagged-chats.fields.lastReviewedAt">
        {record.lastReviewedAt ? (
          <Typography variant="body2">
            <DateField source="lastReviewedAt" showTime />
            {reviewerName ? ` · ${translate('app.moderation.flagged_chats.reviewed_by', { name: reviewerName })}` : ''}
          </Typography>
        ) : (
          <Typography variant="body2">{translate('app.moderation.flagged_chats.never_reviewed')}</Typography>
        )}
      </DetailItem>
    </DetailGrid>
  );
}
