import { commissionRateViolations, isSameRate } from './commissionRateRules';
import type { CommissionRate, CommissionRateChange } from './entities/commissionRates';

const at = (day: number) => `2026-0${day}-01T00:00:00.000Z`;
const entry = (day: number, rate: number, change: CommissionRateChange['change']): CommissionRateChange => ({
  at: at(day),
  rate,
  change,
  byAdminId: 1,
});

/** The record the commands leave after `history`. */
function recordOf(
  history: CommissionRateChange[],
): Pick<CommissionRate, 'rate' | 'status' | 'since' | 'removedAt' | 'grantedByAdminId' | 'history'> {
  const last = history[history.length - 1];
  const grant = history.filter((h) => h.change === 'granted').at(-1)!;
  const removed = last.change === 'removed';
  return {
    rate: last.rate,
    status: removed ? 'removed' : 'active',
    since: grant.at,
    removedAt: removed ? last.at : null,
    grantedByAdminId: 1,
    history,
  };
}

describe('commissionRateViolations', () => {
  it('finds nothing in a history the commands write: granted, changed, removed, granted again', () => {
    const history = [entry(1, 12.5, 'granted'), entry(2, 15, 'changed'), entry(3, 15, 'removed'), entry(4, 15, 'granted')];
    expect(commissionRateViolations(recordOf(history))).toEqual([]);
  });

  it('refuses a change to the same percent, as the change command does (#39.6)', () => {
    expect(isSameRate(12.5, 12.5)).toBe(true);
    expect(isSameRate(12.5, 12.504)).toBe(true);
    expect(isSameRate(12.5, 12.51)).toBe(false);
    expect(commissionRateViolations(recordOf([entry(1, 12.5, 'granted'), entry(2, 12.5, 'changed')]))).toEqual(['same_rate_change']);
  });

  it('names each rule a history breaks', () => {
    const v = (history: CommissionRateChange[]) => commissionRateViolations(recordOf(history));
    expect(v([entry(1, 10, 'granted'), entry(2, 10, 'granted')])).toEqual(['grant_while_active']);
    expect(v([entry(1, 10, 'granted'), entry(2, 10, 'removed'), entry(3, 12, 'changed')])).toEqual([
      'change_while_removed',
      'fields_follow_history',
    ]);
    expect(v([entry(1, 10, 'granted'), entry(2, 12, 'removed')])).toEqual(['removal_rate']);
    expect(v([entry(2, 10, 'granted'), entry(1, 12, 'changed')])).toEqual(['history_order']);
    expect(commissionRateViolations({ ...recordOf([entry(1, 10, 'granted')]), rate: 11 })).toEqual(['fields_follow_history']);
    expect(commissionRateViolations({ ...recordOf([entry(1, 10, 'granted')]), status: 'removed' })).toEqual(['fields_follow_history']);
  });
});
