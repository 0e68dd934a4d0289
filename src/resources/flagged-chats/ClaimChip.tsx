import { Chip } from '@mui/material';
import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { activeClaimHolder } from '../../domain/flaggedChatClaims';
import type { FlaggedChat } from '../../domain/entities/flaggedChats';
import { useModerators } from './shared/useModerators';

/** Who is reading this chat right now, if anyone: another moderator's claim locks it for them. */
export function ClaimChip() {
  const record = useRecordContext<FlaggedChat>();
  const translate = useTranslate();
  const { myId, nameOf } = useModerators();
  if (!record) return null;
  const holder = activeClaimHolder(record);
  if (holder === null) return null;
  const mine = holder === myId;
  const label = mine
    ? translate('app.moderation.flagged_chats.claim_you')
    : translate('app.moderation.flagged_chats.claim_other', { name: nameOf(holder) ?? `#${holder}` });
  return <Chip size="small" variant="outlined" color={mine ? 'primary' : 'warning'} icon={<LockClockOutlined />} label={label} />;
}
