import type { CommissionRateChange } from '../../../src/domain/entities/commissionRates';
import { isSameRate } from '../../../src/domain/commissionRateRules';
import { DAY, HOUR, iso, MINUTE } from '../clock';
import { audit, later, pickAdmin, type SeedContext } from '../context';
import type { Profile } from './profile';

const RATES = [5, 7.5, 10, 12, 12.5, 15, 17.25, 18];

/**
 * A negotiated rate, in percent with up to 2 decimals (below the 20% default); a change picks a
 * percent other than `current`, as the API refuses a change to the same one.
 */
function rate(ctx: SeedContext, current?: number): number {
  return ctx.rng.pick(current === undefined ? RATES : RATES.filter((r) => !isSameRate(r, current)));
}

/**
 * Custom commission rates for some big customers (people and businesses who place orders; a rate
 * only changes what its user pays): granted, maybe changed, maybe removed since. The history is
 * remembered so orders placed while it was in force use it, and the rate claims one order its user
 * places while it is in force, so no seeded rate goes unused.
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
    history.push({
      rate: rate(ctx, history[0].rate),
      at: iso(last),
      byAdminId: pickAdmin(ctx, 'commissions.manage').id,
      change: 'changed',
    });
  }
  const current = history[history.length - 1].rate;
  let removedAt: number | null = null;
  if (status === 'removed') {
    removedAt = later(ctx, last, DAY, 200 * DAY);
    history.push({ rate: current, at: iso(removedAt), byAdminId: pickAdmin(ctx, 'commissions.manage').id, change: 'removed' });
  }
  const userId = rateHolder(ctx, user.id);
  const orderId = userId === null ? null : orderIdForRate(ctx, userId);
  if (userId === null || orderId === null) return;
  // Paid at or after the grant and before the removal (rateInForce: a removal applies from its instant).
  ctx.rateOrderClaims.set(orderId, { customerId: userId, from: since, to: (removedAt ?? ctx.now) - MINUTE });
  const recordId = ctx.db.write(
    'commission-rates',
    {
      userId,
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
  ctx.customRates.set(userId, { userId, history });
}

/**
 * Who holds a rate drawn with `drawnFor`: that user when they buy, else the nearest earlier user
 * who buys and has no rate yet (they joined earlier, so before the grant). Only what a user pays
 * on the orders they place takes a rate, and creators sell; moving their rate rather than not
 * drawing it keeps every draw after it, so the records made from them, and the rates' ids and
 * audit entries, stay as they were (tests and screens name seeded records).
 */
function rateHolder(ctx: SeedContext, drawnFor: number): number | null {
  const { users } = ctx;
  for (let id = drawnFor; id >= 1; id--) {
    if (users.buys(id) && users.accountType[id] !== 'government' && !ctx.customRates.has(id)) return id;
  }
  return null;
}

/**
 * The order a rate claims: the first one no report or rate has claimed from a place that depends
 * on the user only. It takes no random draw, for the same reason the rate of a creator is drawn.
 */
function orderIdForRate(ctx: SeedContext, userId: number): number | null {
  const orders = ctx.options.orders;
  for (let n = 0, id = (userId * 7919) % orders; n < orders; n++, id = (id + 1) % orders) {
    if (!ctx.orderClaims.has(id + 1) && !ctx.rateOrderClaims.has(id + 1)) return id + 1;
  }
  return null;
}
