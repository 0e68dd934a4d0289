import type { User } from '../../../src/domain/entities/users';
import type { VerificationRequestCreate } from '../../../src/domain/entities/verificationRequests';
import { VERIFICATION_REVIEW_HOURS } from '../../../src/domain/constants';
import { DAY, HOUR, iso, MINUTE } from '../clock';
import { audit, later, pickAdmin, type SeedContext } from '../context';
import type { Profile } from './profile';

type Outcome = 'pending' | 'verified' | 'rejected';

/** Each user's verification history: the requests in order, by outcome. */
const HISTORIES: [Outcome[], number][] = [
  [[], 30],
  [['pending'], 10],
  [['verified'], 35],
  [['rejected'], 9],
  [['rejected', 'verified'], 5],
  [['rejected', 'pending'], 3],
  [['verified', 'pending'], 4],
  [['verified', 'verified'], 2],
  [['verified', 'rejected'], 2],
];

const REJECTIONS = [
  'The selfie does not match the ID photo.',
  'The ID document is expired.',
  'The photo is too blurry to read.',
  'The name on the ID differs from the profile.',
];

/**
 * Writes the user's verification requests and returns the verificationStatus they imply:
 * the latest decided request decides it; after a verified one, only the identity already
 * checked counts (an additional request rejected later leaves the user verified).
 */
export function seedVerification(ctx: SeedContext, user: Profile): User['verificationStatus'] {
  const history = ctx.rng.cover('verificationHistory', HISTORIES);
  let status: User['verificationStatus'] = 'unverified';
  let earliest = user.memberSinceMs + HOUR;
  history.forEach((outcome, index) => {
    const kind = index > 0 && status === 'verified' ? 'additional' : 'initial';
    const requestedOn =
      outcome === 'pending'
        ? ctx.rng.between(Math.max(earliest, ctx.now - (VERIFICATION_REVIEW_HOURS + 24) * HOUR), ctx.now - 10 * MINUTE)
        : ctx.rng.between(earliest, Math.max(earliest, ctx.now - 3 * DAY));
    const reviewedAt = outcome === 'pending' ? null : later(ctx, requestedOn, HOUR, (VERIFICATION_REVIEW_HOURS - 2) * HOUR);
    insertRequest(ctx, user, kind, outcome, requestedOn, reviewedAt);
    earliest = (reviewedAt ?? requestedOn) + HOUR;
    if (outcome === 'verified') status = 'verified';
    if (outcome === 'rejected' && status !== 'verified') status = 'not_verified';
  });
  return status;
}

function insertRequest(
  ctx: SeedContext,
  user: Profile,
  kind: 'initial' | 'additional',
  outcome: Outcome,
  requestedOn: number,
  reviewedAt: number | null,
): void {
  const { rng } = ctx;
  const onFile = { firstName: user.firstName, lastName: user.lastName, dateOfBirth: user.dateOfBirth, country: user.country };
  let currentInfo: VerificationRequestCreate['currentInfo'] = onFile;
  let newInfo: VerificationRequestCreate['newInfo'] = onFile;
  if (kind === 'additional') {
    // A verified change is what the profile shows now; a pending or rejected one is not applied.
    const other = { lastName: rng.fakerFor(user.country).person.lastName() };
    [currentInfo, newInfo] = outcome === 'verified' ? [other, { lastName: user.lastName }] : [{ lastName: user.lastName }, other];
  }
  const reviewer = reviewedAt === null ? null : pickAdmin(ctx, 'users.verify');
  const recordId = ctx.db.write(
    'verification-requests',
    {
      userId: user.id,
      kind,
      requestedOn: iso(requestedOn),
      reviewDeadline: iso(requestedOn + VERIFICATION_REVIEW_HOURS * HOUR),
      selfieUrl: `/seed/selfie-${String(rng.int(1, 4)).padStart(2, '0')}.svg`,
      selfieTakenOn: iso(requestedOn - rng.int(1, 30) * MINUTE),
      currentInfo,
      newInfo,
      status: outcome,
      rejectionReason: outcome === 'rejected' ? rng.pick(REJECTIONS) : null,
      reviewedAt: reviewedAt === null ? null : iso(reviewedAt),
      reviewedByAdminId: reviewer?.id ?? null,
    },
    iso(requestedOn),
    iso(reviewedAt ?? requestedOn),
  );
  if (reviewer && reviewedAt !== null) {
    audit(ctx, {
      adminId: reviewer.id,
      action: outcome === 'verified' ? 'verify' : 'reject',
      resource: 'verification-requests',
      recordId,
      at: reviewedAt,
      changes: { status: { before: 'pending', after: outcome } },
    });
  }
}
