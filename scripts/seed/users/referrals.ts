import type { ReferralCreate } from '../../../src/domain/entities/referrals';
import { DAY, HOUR, iso } from '../clock';
import { audit, later, pickAdmin, type SeedContext } from '../context';
import type { Profile } from './profile';

const LINK_LIFETIME = 365 * DAY;

/** A referral drawn with its user, written once the orders are known (its earnings come from them). */
export interface PendingReferral {
  fields: ReferralCreate;
  activeSince: number;
  /** When the link stopped earning: deactivated, cancelled, expired, or still running (null). */
  endedAt: number | null;
}

/**
 * People the user brought in with their referral code (creators mostly refer other creators).
 * A person signs up once, with one code: someone already referred is not referred again.
 */
export function seedReferrals(ctx: SeedContext, user: Profile): void {
  const { rng } = ctx;
  if (user.accountType !== 'influencer' || !rng.chance(0.25)) return;
  for (let n = rng.int(1, 3); n > 0; n--) {
    const drawn = ctx.users.newer(rng, user.id);
    if (drawn === null) return;
    // A person signs up once, with one code: someone referred already gives way to the next
    // newer user nobody referred (no draw, so the draws after it stay as they were).
    let referred = drawn;
    while (referred <= ctx.users.count && ctx.users.referred[referred]) referred++;
    const taken = referred > ctx.users.count;
    if (taken) referred = drawn;
    const activeSince = ctx.users.memberSince[referred];
    let linkStatus = rng.cover('referralStatus', [
      ['active', 55],
      ['deactivated', 15],
      ['cancelled', 15],
      ['expired', 15],
    ] as const);
    // A link runs for a year: an active link past that has expired, a younger one cannot have.
    const expiresAt = activeSince + LINK_LIFETIME;
    const lapsed = expiresAt <= ctx.now;
    if (linkStatus === 'expired' && !lapsed) linkStatus = 'active';
    else if (linkStatus === 'active' && lapsed) linkStatus = 'expired';
    const decided = linkStatus === 'deactivated' || linkStatus === 'cancelled';
    const endedAt = decided ? later(ctx, activeSince, HOUR, 200 * DAY) : linkStatus === 'expired' ? expiresAt : null;
    const totalEarnings = rng.cents(0, 400) / 100;
    const admin = decided ? pickAdmin(ctx, 'referrals.act') : null;
    // Everyone newer was referred already: drawn all the same, so the draws after it stay as they were.
    if (taken) continue;
    ctx.users.referred[referred] = 1;
    // Referrals are written after the orders, in this order, so this one's id is known now: its
    // administrator's decision goes into the audit log where it always was.
    const recordId = ctx.pendingReferrals.length + 1;
    if (admin && endedAt !== null) {
      audit(ctx, {
        adminId: admin.id,
        action: linkStatus === 'deactivated' ? 'deactivate' : 'cancel',
        resource: 'referrals',
        recordId,
        at: endedAt,
        changes: { linkStatus: { before: 'active', after: linkStatus } },
      });
    }
    ctx.pendingReferrals.push({
      fields: {
        referrerId: user.id,
        referredUserId: referred,
        code: user.referralCode,
        linkStatus,
        activeSince: iso(activeSince),
        expiresAt: iso(expiresAt),
        totalEarnings,
      },
      activeSince,
      endedAt,
    });
  }
}

/**
 * Writes the referrals drawn with the users, after the orders: a link earns from the orders its
 * referred user placed or took while it ran, so one whose user had none earned nothing.
 */
export function writeReferrals(ctx: SeedContext): void {
  for (const { fields, activeSince, endedAt } of ctx.pendingReferrals) {
    const until = endedAt ?? ctx.now;
    const paid = ctx.referredOrders.get(fields.referredUserId) ?? [];
    const earned = paid.some((at) => at >= activeSince && at < until);
    ctx.db.write(
      'referrals',
      { ...fields, totalEarnings: earned ? fields.totalEarnings : 0 },
      fields.activeSince,
      iso(endedAt ?? activeSince),
    );
  }
  ctx.pendingReferrals.length = 0;
}

/** Remembers when an order a referred user took part in was paid, for their referral's earnings. */
export function noteReferredOrder(ctx: SeedContext, userId: number | null, paidAt: number): void {
  if (userId === null || !ctx.users.referred[userId]) return;
  const paid = ctx.referredOrders.get(userId);
  if (paid) paid.push(paidAt);
  else ctx.referredOrders.set(userId, [paidAt]);
}
