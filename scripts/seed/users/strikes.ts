import { STRIKE_LIFETIME_DAYS } from '../../../src/domain/constants';
import type { StrikeCreate } from '../../../src/domain/entities/strikes';
import { COUNTING_STRIKE_STATUSES } from '../../../src/domain/machines/strike';
import { DAY, HOUR, iso } from '../clock';
import { audit, later, pickAdmin, type SeedContext } from '../context';
import type { Profile } from './profile';

const STRIKE_REASONS = [
  'Asked a customer to pay outside the platform.',
  'Abusive language in chat.',
  'Missed delivery without notice.',
  'Posted content that breaks the community guidelines.',
  'Misleading information in a job proposal.',
  'Undisclosed paid promotion.',
];

const APPEALS = [
  'It was a misunderstanding, the customer agreed to the change.',
  'My account was used by someone else that day.',
  'I delivered on time, please check the chat.',
];

/** Strike counts per user: most have none; 3 or more make the user suspended by strikes. */
const COUNTS: [number, number][] = [
  [0, 62],
  [1, 17],
  [2, 9],
  [3, 7],
  [4, 5],
];

const STATUSES: [StrikeCreate['status'], number][] = [
  ['issued', 40],
  ['appealed', 15],
  ['upheld', 15],
  ['reversed', 20],
  ['reissued', 10],
];

export interface StrikeSummary {
  /** Strikes that still count (not reversed, not expired). */
  active: number;
  /** When the strike that made `active` reach 3 was issued, if it did. */
  thirdActiveAt: number | null;
}

/** Writes the user's strikes and says how many still count. */
export function seedStrikes(ctx: SeedContext, user: Profile): StrikeSummary {
  const { rng } = ctx;
  const count = rng.cover('strikeCount', COUNTS);
  const lifetime = STRIKE_LIFETIME_DAYS * DAY;
  // Users with several strikes earned them recently, so they are still active together.
  const from = count >= 3 ? Math.max(user.memberSinceMs, ctx.now - lifetime + 5 * DAY) : user.memberSinceMs;
  const issued = Array.from({ length: count }, () => rng.between(from + HOUR, ctx.now - HOUR)).sort((a, b) => a - b);
  const counting: number[] = [];
  for (const issuedAt of issued) {
    const status = rng.cover('strikeStatus', STATUSES);
    insertStrike(ctx, user, issuedAt, status);
    if ((COUNTING_STRIKE_STATUSES as readonly string[]).includes(status) && issuedAt + lifetime > ctx.now) counting.push(issuedAt);
  }
  return { active: counting.length, thirdActiveAt: counting.length >= 3 ? counting[2] : null };
}

function insertStrike(ctx: SeedContext, user: Profile, issuedAt: number, status: StrikeCreate['status']): void {
  const { rng } = ctx;
  const appealed = status === 'appealed' || status === 'upheld' || (status !== 'issued' && rng.chance(0.5));
  const appealedAt = appealed ? later(ctx, issuedAt, HOUR, 5 * DAY) : null;
  const decided = status === 'upheld' || status === 'reversed' || status === 'reissued';
  const decidedAt = decided ? later(ctx, appealedAt ?? issuedAt, HOUR, 4 * DAY) : null;
  const admin = decided ? pickAdmin(ctx, 'strikes.issue') : null;
  const decision =
    status === 'upheld'
      ? 'Upheld: the chat history confirms the report.'
      : status === 'reversed'
        ? 'Reversed: the evidence does not support the strike.'
        : status === 'reissued'
          ? 'Re-issued: the reversal was made in error.'
          : null;
  const recordId = ctx.db.write(
    'strikes',
    {
      userId: user.id,
      reason: rng.pick(STRIKE_REASONS),
      issuedAt: iso(issuedAt),
      expiresAt: iso(issuedAt + STRIKE_LIFETIME_DAYS * DAY),
      status,
      appealText: appealed ? rng.pick(APPEALS) : null,
      appealedAt: appealedAt === null ? null : iso(appealedAt),
      decision,
      decidedAt: decidedAt === null ? null : iso(decidedAt),
      decidedByAdminId: admin?.id ?? null,
    },
    iso(issuedAt),
    iso(decidedAt ?? appealedAt ?? issuedAt),
  );
  if (admin && decidedAt !== null) {
    const action = status === 'upheld' ? 'uphold' : status === 'reversed' ? 'reverse' : 'reissue';
    const before = status === 'reissued' ? 'reversed' : appealed ? 'appealed' : 'issued';
    audit(ctx, { adminId: admin.id, action, resource: 'strikes', recordId, at: decidedAt, changes: { status: { before, after: status } } });
  }
}
