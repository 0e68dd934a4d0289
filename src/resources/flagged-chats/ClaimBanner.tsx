import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { activeClaimHolder } from '../../domain/flaggedChatClaims';
import type { FlaggedChat } from '../../domain/entities/flaggedChats';

interface Props {
  record: FlaggedChat;
  myId: number | null;
  nameOf: (id: number | null) => string | null;
}

function clock(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** Who holds this chat and until when: the reader, or another moderator (then it is read-only here). */
export function ClaimBanner({ record, myId, nameOf }: Props) {
  const translate = useTranslate();
  const holder = activeClaimHolder(record);
  if (holder === null || myId === null || record.status !== 'awaiting_review') return null;
  const until = clock(record.claimExpiresAt!);
  if (holder === myId) {
    return (
      <Alert severity="info" role="status">
        {translate('app.moderation.flagged_chats.claimed_by_you', { time: until })}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status">
      {translate('app.moderation.flagged_chats.claimed_by_other', { name: nameOf(holder) ?? `#${holder}`, time: until })}
    </Alert>
  );
}
