import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useShowContext } from 'react-admin';
import { FLAGGED_CHAT_CLAIM_RENEW_MS, isClaimedByOther } from '../../domain/flaggedChatClaims';
import type { FlaggedChat } from '../../domain/entities/flaggedChats';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import type { BackofficeDataProvider } from '../../providers/data';

/**
 * How long a left review page waits before it releases its claim. The page can be unmounted and
 * mounted again for the same chat (a guard or a transition re-rendering it, a J then K): the new
 * page cancels the pending release instead of racing it, so its claim is never undone behind it.
 */
export const CLAIM_RELEASE_DELAY_MS = 1000;

type ChatId = FlaggedChat['id'];
/** Per chat: the last claim/release request (requests for one chat go out one after another), and a release waiting to go. */
const lastRequest = new Map<ChatId, Promise<unknown>>();
const pendingRelease = new Map<ChatId, ReturnType<typeof setTimeout>>();

function inOrder(id: ChatId, request: () => Promise<unknown>): Promise<unknown> {
  const next = (lastRequest.get(id) ?? Promise.resolve()).then(request, request);
  lastRequest.set(
    id,
    next.catch(() => undefined),
  );
  return next;
}

function cancelRelease(id: ChatId): void {
  clearTimeout(pendingRelease.get(id));
  pendingRelease.delete(id);
}

/**
 * While the review page of a waiting chat is open, this moderator holds it: claimed on opening,
 * renewed before it runs out, released shortly after leaving. A chat someone else holds is not
 * claimed (the page shows who holds it). `forget()` says the server already freed the claim
 * (Mark as reviewed does), so leaving sends no release. `ready` turns true once the first claim
 * is answered and the record re-read: a claim bumps the record's version, so a review sent
 * before that would be refused as a stale edit.
 */
export function useFlaggedChatClaim(record: FlaggedChat, myId: number | null): { forget: () => void; ready: boolean } {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { refetch } = useShowContext();
  const { can } = useAdminPermissions();
  const held = useRef(false);
  const [settled, setSettled] = useState(false);
  const enabled = can('moderation.act') && record.status === 'awaiting_review' && myId !== null && !isClaimedByOther(record, myId);

  useEffect(() => {
    if (!enabled) return;
    const id = record.id;
    let active = true;
    cancelRelease(id);
    const claim = () => {
      void inOrder(id, () => dataProvider.runAction('flagged-chats', id, 'claim', {}))
        .then(
          async () => {
            held.current = true;
            if (active) await refetch();
          },
          () => undefined,
        )
        .finally(() => {
          if (active) setSettled(true);
        });
    };
    claim();
    const timer = setInterval(claim, FLAGGED_CHAT_CLAIM_RENEW_MS);
    return () => {
      active = false;
      clearInterval(timer);
      cancelRelease(id);
      pendingRelease.set(
        id,
        setTimeout(() => {
          pendingRelease.delete(id);
          void inOrder(id, async () => {
            if (held.current) await dataProvider.runAction('flagged-chats', id, 'release', {});
            held.current = false;
          }).catch(() => undefined);
        }, CLAIM_RELEASE_DELAY_MS),
      );
    };
    // Claim once per chat (and again if it becomes claimable), not on every refetch of the record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.id, enabled]);

  return {
    ready: !enabled || settled,
    forget: () => {
      held.current = false;
      cancelRelease(record.id);
    },
  };
}
