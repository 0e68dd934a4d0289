import type { ServiceType } from './entities/orders';
import type { OrderStatus } from './machines/order';

/**
 * What GET /api/statistics answers (docs/api/money.md defines every figure). All figures are
 * about the orders whose `paymentDate` falls in the chosen range of UTC days (inclusive), of one
 * service type or all of them, and each order's money is split as money.ts says:
 *   grossRevenue = refunds + revenue;  revenue = escrowHeld + paidToInfluencers + commissionEarned.
 */
export interface StatisticsFigures {
  orderCount: number;
  /** Σ totalPrice: what customers paid. */
  grossRevenue: number;
  /** Σ refundedAmount: what went back to customers. */
  refunds: number;
  /** grossRevenue − refunds: what the marketplace kept. */
  revenue: number;
  /** Σ escrowBalance: kept money not paid out yet. */
  escrowHeld: number;
  /** Σ the earnings paid out of settled escrows to providers. */
  paidToInfluencers: number;
  /** Σ the platform's share of settled escrows (the whole kept amount when no provider was chosen). */
  commissionEarned: number;
}

export interface StatusCount {
  status: OrderStatus;
  count: number;
  grossRevenue: number;
}

export interface RankedUser {
  /** Null, with the name, for a caller who may not read users: the row is "a user" (#36). */
  userId: number | null;
  /** "First Last", or null when the user record is gone or the caller may not read users. */
  name: string | null;
  amount: number;
  orderCount: number;
}

export type Granularity = 'day' | 'week' | 'month';

export interface SeriesPoint {
  /** Start of the bucket: YYYY-MM-DD (day, week starting Monday) or YYYY-MM (month). */
  bucket: string;
  orderCount: number;
  grossRevenue: number;
  refunds: number;
  paidToInfluencers: number;
  commissionEarned: number;
}

export interface Statistics {
  range: { from: string | null; to: string | null; serviceType: ServiceType | null };
  figures: StatisticsFigures;
  /** Every order status, in the machine's order, zeros included. */
  byStatus: StatusCount[];
  /** Highest spending customers: Σ (totalPrice − refundedAmount) of their orders, top TOP_USERS. */
  topCustomers: RankedUser[];
  /** Highest earning providers: Σ earnings paid out to them, top TOP_USERS. */
  topEarners: RankedUser[];
  granularity: Granularity;
  /** Consecutive buckets from the first to the last day of the range (or of the data for open ends). */
  series: SeriesPoint[];
}

/**
 * What GET /api/wallet/summary answers: the platform's money, all time (docs/api/money.md).
 * Where the cash the card provider paid out went:
 *   received = escrowHeld + refunded + paidToUsers + owedToUsers + available,
 * and, when the ledger matches the orders, available = commissionEarned − cardProviderFees.
 */
export interface WalletSummary {
  /** Σ paidToYou of every order: what the card provider paid the platform out. */
  received: number;
  /** Σ escrowBalance of every order: customers' money held until delivery. */
  escrowHeld: number;
  /** Σ refund transactions: returned to customers. */
  refunded: number;
  /** Σ payout transactions: earnings paid out to users. */
  paidToUsers: number;
  /** Earnings of settled orders (credited to their providers) not paid out yet. */
  owedToUsers: number;
  /** Σ commission transactions: the platform's share of settled orders. */
  commissionEarned: number;
  /** Σ fee transactions: what the card provider kept. */
  cardProviderFees: number;
  /** received − escrowHeld − refunded − paidToUsers − owedToUsers: the platform's own money. */
  available: number;
  transactionCount: number;
}

export const TOP_USERS = 5;

export const DATE_RANGE_PRESETS = ['last_7_days', 'last_30_days', 'last_90_days', 'last_12_months', 'year_to_date', 'all_time'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
export const DEFAULT_DATE_RANGE_PRESET: DateRangePreset = 'last_12_months';

/** A range of UTC calendar days, both ends inclusive (YYYY-MM-DD); null is open-ended. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

const DAY_MS = 86_400_000;
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** A real calendar day written YYYY-MM-DD (2026-02-30 and 2026-13-01 are not). */
export function isDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const ms = Date.parse(s);
  return Number.isFinite(ms) && isoDay(ms) === s;
}

/** The days a preset covers, ending with `today` (an instant). */
export function presetRange(preset: DateRangePreset, today: number): DayRange {
  const to = isoDay(today);
  const back = (days: number) => isoDay(today - (days - 1) * DAY_MS);
  switch (preset) {
    case 'last_7_days':
      return { from: back(7), to };
    case 'last_30_days':
      return { from: back(30), to };
    case 'last_90_days':
      return { from: back(90), to };
    case 'last_12_months': {
      const d = new Date(today);
      return { from: isoDay(Date.UTC(d.getUTCFullYear() - 1, d.getUTCMonth(), d.getUTCDate()) + DAY_MS), to };
    }
    case 'year_to_date':
      return { from: `${to.slice(0, 4)}-01-01`, to };
    case 'all_time':
      return { from: null, to: null };
  }
}

/** Days per bucket grow with the range so a chart keeps between ~7 and ~60 points. */
export function granularityFor(range: DayRange): Granularity {
  if (!range.from || !range.to) return 'month';
  const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
  if (days <= 62) return 'day';
  if (days <= 200) return 'week';
  return 'month';
}

/** The bucket a day (YYYY-MM-DD) falls in. Weeks start on Monday. */
export function bucketOf(day: string, granularity: Granularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return day.slice(0, 7);
  const ms = Date.parse(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return isoDay(ms - weekday * DAY_MS);
}

/** Every bucket from the one holding `first` to the one holding `last` (days), in order. */
export function bucketsBetween(first: string, last: string, granularity: Granularity): string[] {
  const out: string[] = [];
  const end = bucketOf(last, granularity);
  if (granularity === 'month') {
    let [y, m] = first.slice(0, 7).split('-').map(Number);
    for (let key = first.slice(0, 7); key <= end;) {
      out.push(key);
      m += 1;
      if (m > 12) [y, m] = [y + 1, 1];
      key = `${y}-${String(m).padStart(2, '0')}`;
    }
    return out;
  }
  const step = granularity === 'day' ? DAY_MS : 7 * DAY_MS;
  for (let ms = Date.parse(bucketOf(first, granularity)); isoDay(ms) <= end; ms += step) out.push(isoDay(ms));
  return out;
}
