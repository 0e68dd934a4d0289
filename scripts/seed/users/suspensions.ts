import type { SuspensionCreate } from '../../../src/domain/entities/suspensions';
import { DAY, HOUR, iso } from '../clock';
import { audit, later, pickAdmin, type SeedContext } from '../context';
import type { Profile } from './profile';
import { seedActionedReport } from './reports';
import type { StrikeSummary } from './strikes';
import { seedDeclinedNameChange } from './userRequests';

const STATUSES: [SuspensionCreate['status'], number][] = [
  ['suspended', 60],
  ['lifted', 20],
  ['restored', 20],
];

const SOURCES: [Exclude<SuspensionCreate['source'], 'strikes'>, number][] = [
  ['report', 45],
  ['name_change', 20],
  ['manual', 35],
];

const MANUAL_REASONS = ['Impersonating another creator.', 'Chargeback fraud on several orders.', 'Repeated spam to other users.'];

/**
 * Writes the user's suspensions and says whether one is in force. Three active strikes
 * suspend automatically; some users are also suspended after a report, a declined name change
 * or by an administrator. At most one suspension is in force at a time.
 */
export function seedSuspensions(ctx: SeedContext, user: Profile, strikes: StrikeSummary): boolean {
  const { rng } = ctx;
  let inForce = false;
  if (strikes.thirdActiveAt !== null) {
    const status = rng.cover('strikeSuspensionStatus', STATUSES);
    insertSuspension(ctx, user, 'strikes', strikes.thirdActiveAt, status, 'Three active strikes.');
    inForce = status === 'suspended';
  }
  if (rng.chance(0.06)) {
    const source = rng.cover('suspensionSource', SOURCES);
    const status = inForce ? rng.pick(['lifted', 'restored'] as const) : rng.cover('suspensionStatus', STATUSES);
    const at = rng.between(user.memberSinceMs + DAY, ctx.now - HOUR);
    const reason =
      source === 'report'
        ? seedActionedReport(ctx, user, at)
        : source === 'name_change'
          ? seedDeclinedNameChange(ctx, user, at)
          : rng.pick(MANUAL_REASONS);
    insertSuspension(ctx, user, source, at, status, reason);
    inForce ||= status === 'suspended';
  }
  return inForce;
}

function insertSuspension(
  ctx: SeedContext,
  user: Profile,
  source: SuspensionCreate['source'],
  suspendedAt: number,
  status: SuspensionCreate['status'],
  reason: string,
): void {
  const liftedAt = status === 'suspended' ? null : later(ctx, suspendedAt, HOUR, 30 * DAY);
  const suspender = source === 'strikes' ? null : pickAdmin(ctx, 'suspensions.issue');
  const recordId = ctx.db.write(
    'suspensions',
    {
      userId: user.id,
      reason,
      suspendedAt: iso(suspendedAt),
      status,
      liftedAt: liftedAt === null ? null : iso(liftedAt),
      source,
      suspendedByAdminId: suspender?.id ?? null,
    },
    iso(suspendedAt),
    iso(liftedAt ?? suspendedAt),
  );
  if (source === 'manual' && suspender) {
    audit(ctx, {
      adminId: suspender.id,
      action: 'suspend',
      resource: 'users',
      recordId: user.id,
      at: suspendedAt,
      changes: { accountStatus: { before: 'active', after: 'suspended' } },
    });
  }
  if (liftedAt !== null) {
    const admin = pickAdmin(ctx, 'suspensions.issue');
    audit(ctx, {
      adminId: admin.id,
      action: status === 'lifted' ? 'undo' : 'restore',
      resource: 'suspensions',
      recordId,
      at: liftedAt,
      changes: { status: { before: 'suspended', after: status } },
    });
  }
}
