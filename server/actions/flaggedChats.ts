import { claimExpiry, isClaimedByOther } from '../../src/domain/flaggedChatClaims';
import { matchRestrictedWords } from '../../src/domain/restrictedWords';
import { HttpError } from '../http/errors';
import type { WriteRule } from '../rest/writeRules';
import type { Rec } from '../store/store';
import type { ActionHandler } from './types';

const CLAIMED_MESSAGE = 'Another moderator is reviewing this chat right now.';
export const CLAIMED_BY_OTHER = 'app.moderation.errors.claimed_by_other';

/** 409 when another admin holds a claim on `chat` that has not run out at `now`. */
export function refuseIfClaimedByOther(chat: Rec, adminId: number | undefined, now: string): void {
  const claim = { claimedByAdminId: chat.claimedByAdminId as number | null, claimExpiresAt: chat.claimExpiresAt as string | null };
  if (isClaimedByOther(claim, adminId, Date.parse(now))) {
    throw new HttpError(409, CLAIMED_MESSAGE, CLAIMED_BY_OTHER, {
      claimedByAdminId: claim.claimedByAdminId,
      claimExpiresAt: claim.claimExpiresAt,
    });
  }
}

const NO_CLAIM = { claimedByAdminId: null, claimExpiresAt: null };

/** Mark as reviewed records who reviewed it and when, saves the notes given with it, and frees the claim. */
const markReviewed: ActionHandler = async ({ tx, record, payload, admin, nextStatus }) => {
  refuseIfClaimedByOther(record, admin.id, tx.now);
  const notes = typeof payload.adminNotes === 'string' ? { adminNotes: payload.adminNotes } : {};
  return tx.update('flagged-chats', record.id, {
    ...notes,
    status: nextStatus,
    lastReviewedAt: tx.now,
    lastReviewedByAdminId: admin.id,
    ...NO_CLAIM,
  });
};

/** Claiming again while holding the claim renews it; another admin's live claim is refused. */
const claim: ActionHandler = async ({ tx, record, admin }) => {
  refuseIfClaimedByOther(record, admin.id, tx.now);
  return tx.update('flagged-chats', record.id, { claimedByAdminId: admin.id, claimExpiresAt: claimExpiry(Date.parse(tx.now)) });
};

/** Only the holder releases (even after it ran out); there is nothing to release otherwise. */
const release: ActionHandler = async ({ tx, record, admin }) => {
  if (record.claimedByAdminId === admin.id) return tx.update('flagged-chats', record.id, NO_CLAIM);
  refuseIfClaimedByOther(record, admin.id, tx.now);
  throw new HttpError(409, 'You do not hold a claim on this chat.', 'app.moderation.errors.not_claimed');
};

export const flaggedChatHandlers: Record<string, ActionHandler> = { mark_reviewed: markReviewed, claim, release };

/** What plain REST may change on a flagged chat: the notes. Status and claims move through commands. */
const EDITABLE = new Set(['adminNotes', 'id', 'version', 'createdAt', 'updatedAt']);

/**
 * Plain REST: a created chat is flagged with what the Threat Library finds in it (the same
 * matcher as the screens); it starts unreviewed and unclaimed (the entity's `initial`); an update may only change the
 * notes, and not while another moderator holds the chat.
 */
export const flaggedChatWriteRule: WriteRule = {
  async beforeCreate({ tx, data }) {
    const words = (await tx.all('restricted-words')) as unknown as readonly { text: string; normalized: string }[];
    const matched = matchRestrictedWords(String(data.message), words);
    if (!matched.length) {
      throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', {
        errors: { message: 'The message contains no restricted word.' },
      });
    }
    data.matchedWords = [...new Set(matched.map((w) => w.normalized))];
  },
  beforeUpdate({ tx, current, data, req }) {
    const changed = Object.keys(data).filter((k) => !EDITABLE.has(k) && JSON.stringify(data[k]) !== JSON.stringify(current[k]));
    if (changed.length) {
      const errors = Object.fromEntries(changed.map((k) => [k, 'Changed only through its command.']));
      throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', { errors });
    }
    refuseIfClaimedByOther(current, req.admin?.id, tx.now);
  },
};
