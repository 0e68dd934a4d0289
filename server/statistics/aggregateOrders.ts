import { orderMachine, type OrderStatus } from '../../src/domain/machines/order';
import type { Order } from '../../src/domain/entities/orders';
import { orderSettlement } from '../../src/domain/money';
import {
  bucketOf,
  bucketsBetween,
  granularityFor,
  TOP_USERS,
  type DayRange,
  type Granularity,
  type RankedUser,
  type SeriesPoint,
  type Statistics,
} from '../../src/domain/statistics';

/** The order fields the aggregation reads (the route reads only these from the database). */
export const STAT_ORDER_FIELDS = [
  'status',
  'serviceType',
  'customerId',
  'providerId',
  'paymentDate',
  'totalPrice',
  'refundedAmount',
  'commissionRate',
  'escrowBalance',
] as const satisfies readonly (keyof Order)[];
export type StatOrder = Pick<Order, (typeof STAT_ORDER_FIELDS)[number]>;

/** Orders-by-status lists every status in the machine's order, so the dashboard's rows never move. */
const ORDER_STATUSES_IN_ORDER: readonly OrderStatus[] = orderMachine.states;

export interface AggregateQuery extends DayRange {
  serviceType: Order['serviceType'] | null;
}

/**
 * Every dashboard figure in ONE pass over the orders (100 000 orders well under 150 ms): the
 * range test compares ISO strings (no Date parsing), amounts are summed in integer cents (exact,
 * no floating-point drift) and turned into major units once at the end.
 */
export function aggregateOrders(orders: Iterable<StatOrder>, query: AggregateQuery, nameOf: (userId: number) => string | null): Statistics {
  const fromIso = query.from ? `${query.from}T00:00:00.000Z` : null;
  // `to` is inclusive: every instant of that day sorts before the next day's midnight.
  const toIso = query.to ? `${nextDay(query.to)}T00:00:00.000Z` : null;
  const granularity: Granularity = granularityFor(query);
  const statusIndex = new Map<string, number>(ORDER_STATUSES_IN_ORDER.map((s, i) => [s, i]));
  const statusCount = new Array<number>(ORDER_STATUSES_IN_ORDER.length).fill(0);
  const statusGross = new Array<number>(ORDER_STATUSES_IN_ORDER.length).fill(0);
  const spent = new Map<number, { cents: number; orders: number }>();
  const earned = new Map<number, { cents: number; orders: number }>();
  const buckets = new Map<string, Cents>();
  const bucketOfDay = new Map<string, string>();
  const total = emptyCents();
  let firstDay: string | null = null;
  let lastDay: string | null = null;

  for (const o of orders) {
    if (query.serviceType && o.serviceType !== query.serviceType) continue;
    const paid = o.paymentDate;
    if ((fromIso && paid < fromIso) || (toIso && paid >= toIso)) continue;

    const gross = cents(o.totalPrice);
    const refund = cents(o.refundedAmount);
    const kept = gross - refund;
    const held = cents(o.escrowBalance);
    // Held escrow is not paid to anyone yet; a settled one was split as orderSettlement says.
    const split = orderSettlement({ ...o, paidToYou: 0 });
    const toPlatform = split.settled ? cents(split.commission) : 0;
    const toProvider = split.settled ? cents(split.earnings) : 0;

    total.orders += 1;
    total.gross += gross;
    total.refunds += refund;
    total.held += held;
    total.paid += toProvider;
    total.commission += toPlatform;

    const si = statusIndex.get(o.status);
    if (si !== undefined) {
      statusCount[si] += 1;
      statusGross[si] += gross;
    }
    add(spent, o.customerId, kept);
    if (toProvider > 0) add(earned, o.providerId as number, toProvider);

    const day = paid.slice(0, 10);
    if (firstDay === null || day < firstDay) firstDay = day;
    if (lastDay === null || day > lastDay) lastDay = day;
    let key = bucketOfDay.get(day);
    if (key === undefined) bucketOfDay.set(day, (key = bucketOf(day, granularity)));
    let b = buckets.get(key);
    if (!b) buckets.set(key, (b = emptyCents()));
    b.orders += 1;
    b.gross += gross;
    b.refunds += refund;
    b.paid += toProvider;
    b.commission += toPlatform;
  }

  const first = query.from ?? firstDay;
  const last = query.to ?? lastDay;
  const series: SeriesPoint[] =
    first && last && first <= last
      ? bucketsBetween(first, last, granularity).map((bucket) => {
          const b = buckets.get(bucket) ?? emptyCents();
          return {
            bucket,
            orderCount: b.orders,
            grossRevenue: major(b.gross),
            refunds: major(b.refunds),
            paidToInfluencers: major(b.paid),
            commissionEarned: major(b.commission),
          };
        })
      : [];

  return {
    range: { from: query.from, to: query.to, serviceType: query.serviceType },
    figures: {
      orderCount: total.orders,
      grossRevenue: major(total.gross),
      refunds: major(total.refunds),
      revenue: major(total.gross - total.refunds),
      escrowHeld: major(total.held),
      paidToInfluencers: major(total.paid),
      commissionEarned: major(total.commission),
    },
    byStatus: ORDER_STATUSES_IN_ORDER.map((status: OrderStatus, i) => ({
      status,
      count: statusCount[i],
      grossRevenue: major(statusGross[i]),
    })),
    topCustomers: top(spent, nameOf),
    topEarners: top(earned, nameOf),
    granularity,
    series,
  };
}

interface Cents {
  orders: number;
  gross: number;
  refunds: number;
  held: number;
  paid: number;
  commission: number;
}

const emptyCents = (): Cents => ({ orders: 0, gross: 0, refunds: 0, held: 0, paid: 0, commission: 0 });

/** Amounts have at most 2 decimals (the schemas check it), so rounding only removes binary noise. */
const cents = (amount: number): number => Math.round(amount * 100);
const major = (c: number): number => c / 100;

function add(totals: Map<number, { cents: number; orders: number }>, userId: number, amount: number): void {
  const t = totals.get(userId);
  if (t) {
    t.cents += amount;
    t.orders += 1;
  } else totals.set(userId, { cents: amount, orders: 1 });
}

/** The TOP_USERS largest totals (ties: lower user id first), without sorting the whole map. */
function top(totals: Map<number, { cents: number; orders: number }>, nameOf: (userId: number) => string | null): RankedUser[] {
  const best: [number, { cents: number; orders: number }][] = [];
  const better = (a: [number, { cents: number }], b: [number, { cents: number }]) =>
    a[1].cents > b[1].cents || (a[1].cents === b[1].cents && a[0] < b[0]);
  for (const entry of totals) {
    if (entry[1].cents <= 0) continue;
    if (best.length === TOP_USERS && !better(entry, best[TOP_USERS - 1])) continue;
    let i = best.length < TOP_USERS ? best.length : TOP_USERS - 1;
    best[i] = entry;
    while (i > 0 && better(best[i], best[i - 1])) {
      [best[i], best[i - 1]] = [best[i - 1], best[i]];
      i--;
    }
  }
  return best.map(([userId, t]) => ({ userId, name: nameOf(userId), amount: major(t.cents), orderCount: t.orders }));
}

function nextDay(day: string): string {
  return new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
}
