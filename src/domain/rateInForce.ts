import { DEFAULT_COMMISSION_RATE } from './constants';
import type { CommissionRate, CommissionRateChange } from './entities/commissionRates';

/**
 * The commission percent an order placed by `userId` at `at` (ISO instant) pays: the user's
 * custom rate in force at that instant, else DEFAULT_COMMISSION_RATE. Orders copy it into
 * `commissionRate` when they are placed, so later grants, changes and removals never rewrite
 * the money of orders already placed.
 *
 * A user normally has one rate record (a removed rate granted again is reactivated, its history
 * keeps growing). Should records overlap anyway, the one changed most recently before `at` wins.
 */
export function rateInForce(userId: number, rates: readonly Pick<CommissionRate, 'userId' | 'history'>[], at: string): number {
  let best: { rate: number; changedAt: string } | null = null;
  for (const record of rates) {
    if (record.userId !== userId) continue;
    const last = changeInForce(record, at);
    if (last && (!best || last.at > best.changedAt)) best = { rate: last.rate, changedAt: last.at };
  }
  return best ? best.rate : DEFAULT_COMMISSION_RATE;
}

/**
 * When the record's current rate took effect: the latest grant or change in its history (a
 * removal ends a rate, it does not set one). `since` is when the rate was first granted, so a rate
 * changed later would read as older than it is; it is the answer only for a record whose history
 * holds no grant or change.
 */
export function rateTookEffect(record: Pick<CommissionRate, 'history' | 'since'>): string {
  for (let i = record.history.length - 1; i >= 0; i--) {
    if (record.history[i].change !== 'removed') return record.history[i].at;
  }
  return record.since;
}

/**
 * The grant or change of `record` that sets the rate at `at`, or null when the record is not in
 * force then (not yet granted, or removed): whether an order placed at `at` pays this record's rate.
 */
export function changeInForce(record: Pick<CommissionRate, 'history'>, at: string): CommissionRateChange | null {
  const last = lastChangeAt(record.history, at);
  return last && last.change !== 'removed' ? last : null;
}

/** The latest change made at or before `at` (history is oldest first). */
function lastChangeAt(history: readonly CommissionRateChange[], at: string): CommissionRateChange | null {
  let last: CommissionRateChange | null = null;
  for (const change of history) {
    if (change.at > at) break;
    last = change;
  }
  return last;
}
