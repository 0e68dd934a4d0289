import { SERVICE_TYPES, type Order, type ServiceType } from '../../../src/domain/entities/orders';
import { OPEN_ORDER_STATUSES, ORDER_ESCROW_RELEASE_STATUSES, type OrderStatus } from '../../../src/domain/machines/order';
import { round2 } from '../../../src/domain/money';
import { rateInForce } from '../../../src/domain/rateInForce';
import { DAY, HOUR, iso } from '../clock';
import { audit, later, pickAdmin, type OrderClaim, type RateOrderClaim, type SeedContext } from '../context';
import { noteReferredOrder } from '../users/referrals';
import { orderMoneyFor } from './money';
import { ORDER_PATHS, ORDER_STATUS_WEIGHTS, STATUS_NOTES } from './timeline';
import { ProviderBalances, seedOrderTransactions, seedPayouts } from './wallet';

const SERVICE_WEIGHTS: [ServiceType, number][] = SERVICE_TYPES.map((t) => [t, t === 'quick_ad' || t === 'advertisement' ? 20 : 10]);

const TITLES: Record<ServiceType, string[]> = {
  quick_ad: ['Quick reel for', 'Story shout-out for', 'Same-day post for'],
  advertisement: ['Ad campaign for', 'Launch video for', 'Billboard shoot for'],
  acting_service: ['Lead role in an ad for', 'Short film role for', 'Voice role for'],
  booking: ['Event appearance at', 'Store opening at', 'Panel talk at'],
  licensing_deal: ['Photo licence for', 'Song licence for', 'Likeness licence for'],
  music_service: ['Jingle for', 'Background score for', 'Cover song for'],
  sponsorship: ['Season sponsorship by', 'Tour sponsorship by', 'Channel sponsorship by'],
  profile_boost: ['Profile boost for', 'Weekend boost for'],
  featured_listing: ['Featured listing for', 'Homepage feature for'],
};

const isOpen = (s: OrderStatus) => (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(s);
const isDelivered = (s: OrderStatus) => (ORDER_ESCROW_RELEASE_STATUSES as readonly OrderStatus[]).includes(s);

/** A user id from `pool`, preferring active accounts when the order is still open. */
function pickUser(ctx: SeedContext, pool: readonly number[], wantActive: boolean): number {
  let id = ctx.rng.pick(pool);
  for (let attempt = 0; wantActive && attempt < 5 && !ctx.users.isActive(id); attempt++) id = ctx.rng.pick(pool);
  return id;
}

/** Orders, their wallet movements and the administrators' order decisions. */
export function seedOrders(ctx: SeedContext): void {
  const balances = new ProviderBalances(ctx.users.count);
  for (let id = 1; id <= ctx.options.orders; id++) seedOrder(ctx, id, ctx.orderClaims.get(id), ctx.rateOrderClaims.get(id), balances);
  seedPayouts(ctx, balances);
}

/** A provider who had joined by `at` (providers are in sign-up order); any provider if none had. */
function pickProvider(ctx: SeedContext, at: number, wantActive: boolean): number {
  const { providers, memberSince } = ctx.users;
  let lo = 0;
  let hi = providers.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (memberSince[providers[mid]] <= at) lo = mid + 1;
    else hi = mid;
  }
  const eligible = lo > 0 ? lo : providers.length;
  let id = providers[ctx.rng.int(0, eligible - 1)];
  for (let attempt = 0; wantActive && attempt < 5 && !ctx.users.isActive(id); attempt++) id = providers[ctx.rng.int(0, eligible - 1)];
  return id;
}

/**
 * When an order a custom rate claimed was paid: within its status's usual span where that overlaps
 * the rate's time in force, else anywhere the rate was in force (so the rate applies to it).
 */
function paidWhileRateInForce(ctx: SeedContext, claim: RateOrderClaim, paidFrom: number, paidBy: number): number {
  const from = Math.max(paidFrom, claim.from);
  const to = Math.min(paidBy, claim.to);
  return from <= to ? ctx.rng.between(from, to) : ctx.rng.between(claim.from, claim.to);
}

function seedOrder(
  ctx: SeedContext,
  id: number,
  claim: OrderClaim | undefined,
  rateClaim: RateOrderClaim | undefined,
  balances: ProviderBalances,
): void {
  const { rng } = ctx;
  let status: OrderStatus = claim?.cancelledAt != null ? 'cancelled_by_admin' : rng.cover('orderStatus', ORDER_STATUS_WEIGHTS);
  let path = rng.pick(ORDER_PATHS[status]);
  if (ctx.users.providers.length === 0 && path.includes('published')) [status, path] = ['expired', ['waiting_for_applicants', 'expired']];
  const open = isOpen(status);
  // An order a rate claimed still draws a customer, so the draws after it stay as they were.
  const drawn = claim ? null : pickUser(ctx, ctx.users.customers.length ? ctx.users.customers : ctx.users.providers, open);
  const customerId = claim?.customerId ?? rateClaim?.customerId ?? drawn!;

  // When it was paid (open orders are recent and not due yet; a reported job before its report).
  const joined = ctx.users.memberSince[customerId];
  const [paidFrom, paidBy] = claim
    ? [Math.max(joined, claim.reportedAt - 30 * DAY), claim.reportedAt]
    : open
      ? [Math.max(joined, ctx.now - 60 * DAY), ctx.now - HOUR]
      : [joined, Math.max(joined, ctx.now - 40 * DAY)];
  let paidAt = rateClaim ? paidWhileRateInForce(ctx, rateClaim, paidFrom, paidBy) : rng.between(paidFrom, paidBy);
  let providerId: number | null = null;
  if (path.includes('published')) {
    providerId = pickProvider(ctx, paidAt, open);
    paidAt = Math.max(paidAt, ctx.users.memberSince[providerId]);
  }
  noteReferredOrder(ctx, customerId, paidAt);
  noteReferredOrder(ctx, providerId, paidAt);
  const endAt = open ? null : (claim?.cancelledAt ?? later(ctx, paidAt, DAY, 40 * DAY));
  const end = endAt ?? ctx.now - HOUR;
  const dueDate = open
    ? rng.between(ctx.now + 3 * DAY, ctx.now + 60 * DAY)
    : status === 'expired'
      ? end - HOUR
      : later(ctx, paidAt, 5 * DAY, 60 * DAY);

  const serviceType = rng.cover('serviceType', SERVICE_WEIGHTS);
  const held =
    open ||
    (isDelivered(status) &&
      rng.cover(`escrowHeld:${status}`, [
        [true, 25],
        [false, 75],
      ] as const));
  const customRate = ctx.customRates.get(customerId);
  const rate = rateInForce(customerId, customRate ? [customRate] : [], iso(paidAt));
  const { additionalDepositAmounts, ...money } = orderMoneyFor(rng, {
    serviceType,
    status,
    reachedWork: path.includes('in_progress'),
    hasProvider: providerId !== null,
    fullRefund: claim !== undefined,
    held,
    rate,
  });

  const times = path
    .map((_, i) => (i === 0 ? paidAt : i === path.length - 1 && endAt !== null ? endAt : rng.between(paidAt, end)))
    .sort((a, b) => a - b);
  const canceller = status === 'cancelled_by_admin' ? pickAdmin(ctx, 'orders.act') : null;
  const statusHistory: Order['statusHistory'] = path.map((s, i) => ({
    status: s,
    at: iso(times[i]),
    byAdminId: s === 'cancelled_by_admin' && canceller ? canceller.id : null,
    note: STATUS_NOTES[s],
  }));
  const depositTimes = additionalDepositAmounts.map(() => rng.between(paidAt, end)).sort((a, b) => a - b);
  // Delivered orders are released a little after delivery; ended orders settle when they end.
  const settledAt = held || open ? null : isDelivered(status) ? later(ctx, end, HOUR, 3 * DAY) : end;

  const order = ctx.db.insert(
    'orders',
    {
      reference: `ORD-${100000 + id}`,
      serviceType,
      status,
      customerId,
      providerId,
      title: `${rng.pick(TITLES[serviceType])} ${rng.companyName()}`,
      ...money,
      additionalDeposits: additionalDepositAmounts.map((amount, i) => ({ amount, date: iso(depositTimes[i]) })),
      paymentDate: iso(paidAt),
      refundDate: money.refundedAmount > 0 ? iso(end) : null,
      dateCompleted: isDelivered(status) ? iso(end) : null,
      dueDate: iso(dueDate),
      statusHistory,
      receiptNumber: `RCPT-${new Date(paidAt).getUTCFullYear()}-${String(id).padStart(7, '0')}`,
    },
    iso(paidAt),
    iso(Math.max(settledAt ?? 0, times[times.length - 1], ...depositTimes)),
  );
  seedOrderTransactions(ctx, order, settledAt, balances);
  if (canceller) {
    const before = path[path.length - 2];
    audit(ctx, {
      adminId: canceller.id,
      action: 'cancel_by_admin',
      resource: 'orders',
      recordId: order.id,
      at: end,
      changes: { status: { before, after: status }, refundedAmount: { before: 0, after: money.refundedAmount } },
    });
  }
  if (settledAt !== null && isDelivered(status) && rng.chance(0.3)) {
    const admin = pickAdmin(ctx, 'orders.act');
    audit(ctx, {
      adminId: admin.id,
      action: 'release_escrow',
      resource: 'orders',
      recordId: order.id,
      at: settledAt,
      changes: { escrowBalance: { before: round2(money.totalPrice - money.refundedAmount), after: 0 } },
    });
  }
}
