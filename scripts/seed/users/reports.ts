import type { ReportCreate } from '../../../src/domain/entities/reports';
import { DAY, HOUR, iso } from '../clock';
import { audit, later, pickAdmin, unclaimedOrderId, type SeedContext } from '../context';
import type { Profile } from './profile';

const USER_REASONS = [
  'Harassment in messages.',
  'Fake profile using my photos.',
  'Asked me to pay outside the app.',
  'Hate speech in comments.',
];
const JOB_REASONS = [
  'The job proposal asks for unpaid work.',
  'The brief promotes a scam product.',
  'The proposal asks minors for private photos.',
  'The budget in the proposal was changed after acceptance.',
];

const KINDS: [ReportCreate['kind'], number][] = [
  ['user', 70],
  ['job_proposal', 30],
];

/** Outcomes of reports that did not lead to a suspension (those are written by seedActionedReport). */
const OPEN_OUTCOMES: [Exclude<ReportCreate['status'], 'actioned'>, number][] = [
  ['open', 45],
  ['warned', 30],
  ['dismissed', 25],
];

function evidence(ctx: SeedContext): string[] {
  const { rng } = ctx;
  return Array.from({ length: rng.int(1, 3) }, () =>
    rng.chance(0.6)
      ? `/seed/screenshot-${String(rng.int(1, 3)).padStart(2, '0')}.svg`
      : `"${rng.pick(['pay me on upi directly', 'you will regret this', 'send the files first, money later'])}"`,
  );
}

/**
 * A job the reported user posted, for a job-proposal report: claims an order id the order phase
 * will create with this customer (and status, when the report cancelled it). Null when every
 * order is taken.
 */
function claimOrder(ctx: SeedContext, customerId: number, reportedAt: number, cancelledAt: number | null): number | null {
  const orderId = unclaimedOrderId(ctx);
  if (orderId !== null) ctx.orderClaims.set(orderId, { customerId, reportedAt, cancelledAt });
  return orderId;
}

function insertReport(
  ctx: SeedContext,
  user: Profile,
  status: ReportCreate['status'],
  createdAt: number,
  resolvedAt: number | null,
): string {
  const { rng } = ctx;
  const wanted = rng.cover(`reportKind:${status === 'actioned' ? 'actioned' : 'other'}`, KINDS);
  const orderId = wanted === 'job_proposal' ? claimOrder(ctx, user.id, createdAt, status === 'actioned' ? resolvedAt : null) : null;
  const kind = orderId === null ? 'user' : 'job_proposal';
  const reason = rng.pick(kind === 'user' ? USER_REASONS : JOB_REASONS);
  const recordId = ctx.db.write(
    'reports',
    {
      reporterId: ctx.users.other(rng, user.id),
      reportedUserId: user.id,
      orderId,
      kind,
      reason,
      evidence: evidence(ctx),
      status,
      resolvedAt: resolvedAt === null ? null : iso(resolvedAt),
    },
    iso(createdAt),
    iso(resolvedAt ?? createdAt),
  );
  if (resolvedAt !== null) {
    const action = status === 'warned' ? 'send_warning' : status === 'actioned' ? 'suspend_and_cancel' : 'no_action';
    const admin = pickAdmin(ctx, status === 'actioned' ? 'suspensions.issue' : 'moderation.act');
    audit(ctx, {
      adminId: admin.id,
      action,
      resource: 'reports',
      recordId,
      at: resolvedAt,
      changes: { status: { before: 'open', after: status } },
    });
  }
  return reason;
}

/** The report that got the user suspended at `suspendedAt` (Suspend user and cancel job). Returns its reason. */
export function seedActionedReport(ctx: SeedContext, user: Profile, suspendedAt: number): string {
  const createdAt = Math.max(user.memberSinceMs, suspendedAt - ctx.rng.int(1, 72) * HOUR);
  return insertReport(ctx, user, 'actioned', createdAt, suspendedAt);
}

/** Reports about the user that ended in a warning, no action, or are still open. */
export function seedReports(ctx: SeedContext, user: Profile): void {
  const { rng } = ctx;
  if (!rng.chance(0.12)) return;
  for (let n = rng.int(1, 2); n > 0; n--) {
    const status = rng.cover('reportStatus', OPEN_OUTCOMES);
    const createdAt = rng.between(user.memberSinceMs + HOUR, ctx.now - HOUR);
    insertReport(ctx, user, status, createdAt, status === 'open' ? null : later(ctx, createdAt, HOUR, 7 * DAY));
  }
}
