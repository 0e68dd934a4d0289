import { findRestrictedWords } from '../../../src/domain/entities/restrictedWords';
import { HOUR, iso, MINUTE } from '../clock';
import { audit, later, pickAdmin, type SeedContext } from '../context';
import { ADMIN_NOTE_SEEDS, FLAGGED_MESSAGE_TEMPLATES } from '../data/restrictedWords';
import type { Profile } from './profile';

/**
 * Chat messages the user sent that hit the Threat Library. Each message is built around one or
 * two restricted words, and `matchedWords` is what the shared matcher finds in it, so the list
 * is exactly what the server would flag.
 */
export function seedFlaggedChats(ctx: SeedContext, user: Profile): void {
  const { rng } = ctx;
  if (user.accountType === 'government' || !rng.chance(0.1)) return;
  for (let n = rng.int(1, 2); n > 0; n--) {
    const words = rng.sample(ctx.restrictedWords, rng.int(1, 2));
    const message = rng.pick(FLAGGED_MESSAGE_TEMPLATES).replace('{word}', words.join(' and '));
    const sentAt = rng.between(user.memberSinceMs + HOUR, ctx.now - HOUR);
    const status = rng.cover('flaggedChatStatus', [
      ['awaiting_review', 50],
      ['reviewed', 50],
    ] as const);
    const reviewedAt = status === 'reviewed' ? later(ctx, sentAt, 10 * MINUTE, 48 * HOUR) : null;
    const reviewer = status === 'reviewed' ? pickAdmin(ctx, 'moderation.act') : null;
    // A few waiting messages were claimed by an admin who did not finish: the claim lapsed before
    // the seed's instant. (A claim still running then would not stay one: a database takes the
    // seed's dates moved by whole days, so it would lapse fifteen minutes into every day.)
    const claimer = status === 'awaiting_review' && rng.chance(0.2) ? pickAdmin(ctx, 'moderation.act') : null;
    const recordId = ctx.db.write(
      'flagged-chats',
      {
        chatroomId: `room_${rng.pattern('########').toLowerCase()}${user.id.toString(36)}`,
        sentByUserId: user.id,
        message,
        matchedWords: findRestrictedWords(message, ctx.restrictedWords),
        adminNotes: reviewer ? rng.pick(ADMIN_NOTE_SEEDS) : '',
        status,
        lastReviewedAt: reviewedAt === null ? null : iso(reviewedAt),
        lastReviewedByAdminId: reviewer?.id ?? null,
        claimedByAdminId: claimer?.id ?? null,
        claimExpiresAt: claimer ? iso(ctx.now - 45 * MINUTE) : null,
      },
      iso(sentAt),
      iso(reviewedAt ?? sentAt),
    );
    if (reviewer && reviewedAt !== null) {
      audit(ctx, {
        adminId: reviewer.id,
        action: 'mark_reviewed',
        resource: 'flagged-chats',
        recordId,
        at: reviewedAt,
        changes: { status: { before: 'awaiting_review', after: 'reviewed' } },
      });
    }
  }
}
