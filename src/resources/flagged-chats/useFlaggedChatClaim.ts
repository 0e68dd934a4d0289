import { useEffect, useRef } from 'react';
import { useDataProvider, useShowContext } from 'react-admin';
import { FLAGGED_CHAT_CLAIM_RENEW_MS, isClaimedByOther } from '../../domain/flaggedChatClaims';
import type { FlaggedChat } from '../../domain/entities/flaggedChats';
import { useAdminPermissions } from '../../layout/permissions/useAdminPermissions';
import type { BackofficeDataProvider } from '../../providers/data';

/**
 * While the review page of a waiting chat is open, this moderator holds it: claimed on opening,
 * renewed before it runs out, released on leaving. A chat someone else holds is not claimed
 * (the page shows who holds it). `forget()` says the server already freed the claim (Mark as
 * reviewed does), so leaving sends no release.
 */
export function useFlaggedChatClaim(record: FlaggedChat, myId: number | null): { forget: () => void } {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { refetch } = useShowContext();
  const { can } = useAdminPermissions();
  const held = useRef<Promise<boolean>>(Promise.resolve(false));
  const enabled = can('moderation.act') && record.status === 'awaiting_review' && myId !== null && !isClaimedByOther(record, myId);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const claim = () => {
      held.current = dataProvider.runAction('flagged-chats', record.id, 'claim', {}).then(
        () => true,
        () => false,
      );
      void held.current.then(() => {
        if (active) void refetch();
      });
    };
    claim();
    const timer = setInterval(claim, FLAGGED_CHAT_CLAIM_RENEW_MS);
    return () => {
      active = false;
      clearInterval(timer);
      void held.current.then((ok) => {
        if (ok) dataProvider.runAction('flagged-chats', record.id, 'release', {}).catch(() => undefined);
      });
    };
    // Claim once per chat (and again if it becomes claimable), not on every refetch of the record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.id, enabled]);

  return {
    forget: () => {
      held.current = Promise.resolve(false);
    },
  };
}
