import type { CommissionRateChange } from '../../../src/domain/entities/commissionRates';
import { DAY, HOUR, iso } from '../clock';
import { audit, later, pickAdmin, type SeedContext } from '../context';
import type { Profile } from './profile';

/** A negotiated rate, in percent with up to 2 decimals (below the 20% default). */
function rate(ctx: SeedContext): number {
  return ctx.rng.pick([5, 7.5, 10, 12, 12.5, 15, 17.25, 18]);
}

/**
 * Custom commission rates for some big customers: granted, maybe changed, maybe removed since.
 * The history is remembered so orders placed while it was in force use it.
 */
export function seedCommissionRate(ctx: SeedContext, user: Profile): void {
  const { rng } = ctx;
  if (user.accountType === 'kid_influencer' || user.accountType === 'government' || !rng.chance(0.05)) return;
  const status = rng.cover('commissionRateStatus', [
    ['active', 70],
    ['removed', 30],
  ] as const);
  const grantedBy = pickAdmin(ctx, 'commissions.manage');
  const since = rng.between(user.memberSinceMs + HOUR, ctx.now - 10 * DAY);
  const history: CommissionRateChange[] = [{ rate: rate(ctx), at: iso(since), byAdminId: grantedBy.id, change: 'granted' }];
  let last = since;
  if (rng.chance(0.3)) {
    last = later(ctx, last, DAY, 120 * DAY);
    history.push({ rate: rate(ctx), at: iso(last), byAdminId: pickAdmin(ctx, 'commissions.manage').id, change: 'changed' });
  }
  const current = history[history.length - 1].rate;
  let removedAt: number | null = null;
  if (status === 'removed') {
    removedAt = later(ctx, last, DAY, 200 * DAY);
    history.push({ rate: current, at: iso(removedAt), byAdminId: pickAdmin(ctx, 'commissions.manage').id, change: 'removed' });
  }
  const recordId = ctx.db.write(
    'commission-rates',
    {
      userId: user.id,
      rate: current,
      grantedByAdminId: grantedBy.id,
      since: iso(since),
      removedAt: removedAt === null ? null : iso(removedAt),
      status,
      history,
    },
    iso(since),
    history[history.length - 1].at,
  );
  for (const change of history) {
    audit(ctx, {
      adminId: change.byAdminId,
      action: change.change === 'granted' ? 'create' : 'update',
      resource: 'commission-rates',
      recordId,
      at: Date.parse(change.at),
      changes:
        change.change === 'removed'
          ? { status: { before: 'active', after: 'removed' } }
          : { rate: { before: change.change === 'granted' ? null : history[0].rate, after: change.rate } },
    });
  }
  ctx.customRates.set(user.id, { userId: user.id, history });
}
