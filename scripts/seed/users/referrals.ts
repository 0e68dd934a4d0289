import { DAY, HOUR, iso } from '../clock';
import { audit, later, pickAdmin, type SeedContext } from '../context';
import type { Profile } from './profile';

const LINK_LIFETIME = 365 * DAY;

/** People the user brought in with their referral code (creators mostly refer other creators). */
export function seedReferrals(ctx: SeedContext, user: Profile): void {
  const { rng } = ctx;
  if (user.accountType !== 'influencer' || !rng.chance(0.25)) return;
  for (let n = rng.int(1, 3); n > 0; n--) {
    const referred = ctx.users.newer(rng, user.id);
    if (referred === null) return;
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
    const endedAt = linkStatus === 'deactivated' || linkStatus === 'cancelled' ? later(ctx, activeSince, HOUR, 200 * DAY) : null;
    const recordId = ctx.db.write(
      'referrals',
      {
        referrerId: user.id,
        referredUserId: referred,
        code: user.referralCode,
        linkStatus,
        activeSince: iso(activeSince),
        expiresAt: iso(expiresAt),
        totalEarnings: rng.cents(0, 400) / 100,
      },
      iso(activeSince),
      iso(endedAt ?? (linkStatus === 'expired' ? expiresAt : activeSince)),
    );
    if (endedAt !== null) {
      const admin = pickAdmin(ctx, 'referrals.act');
      const action = linkStatus === 'deactivated' ? 'deactivate' : 'cancel';
      audit(ctx, {
        adminId: admin.id,
        action,
        resource: 'referrals',
        recordId,
        at: endedAt,
        changes: { linkStatus: { before: 'active', after: linkStatus } },
      });
    }
  }
}
