import { TEXT_LIMITS } from './textLimits';
import { round2 } from './money';
import type { CommissionRate } from './entities/commissionRates';

/**
 * The rules a custom commission rate obeys, once: the API's commands refuse what breaks them
 * (server/actions/commissionRates.ts) and the seed test runs them over every seeded record.
 */

/** Two percents that are the same rate (to the cent of a percent): a change between them changes nothing. */
export function isSameRate(a: number, b: number): boolean {
  return round2(a) === round2(b);
}

export type CommissionRateRule =
  | 'history_order'
  | 'history_too_long'
  | 'starts_with_grant'
  | 'change_while_removed'
  | 'same_rate_change'
  | 'removal_rate'
  | 'grant_while_active'
  | 'fields_follow_history';

/**
 * Every rule `record` breaks, as the history the commands write would never produce it: grant
 * first (again only after a removal), change and remove only while active, a change to a
 * different percent, a removal keeping the percent, and the record's fields those of the last
 * grant and the last entry. Empty when the record is one the API could have written.
 */
export function commissionRateViolations(
  record: Pick<CommissionRate, 'rate' | 'status' | 'since' | 'removedAt' | 'grantedByAdminId' | 'history'>,
): CommissionRateRule[] {
  const found = new Set<CommissionRateRule>();
  const { history } = record;
  if (history.length > TEXT_LIMITS.rateChanges) found.add('history_too_long');
  let active = false;
  let rate: number | null = null;
  let lastGrant: (typeof history)[number] | null = null;
  history.forEach((entry, i) => {
    if (i > 0 && entry.at < history[i - 1].at) found.add('history_order');
    if (i === 0 && entry.change !== 'granted') found.add('starts_with_grant');
    if (entry.change === 'granted') {
      if (active) found.add('grant_while_active');
      active = true;
      lastGrant = entry;
    } else if (!active) {
      found.add('change_while_removed');
    } else if (entry.change === 'changed') {
      if (rate !== null && isSameRate(rate, entry.rate)) found.add('same_rate_change');
    } else {
      if (rate !== null && !isSameRate(rate, entry.rate)) found.add('removal_rate');
      active = false;
    }
    rate = entry.rate;
  });
  const last = history.at(-1);
  const grant = lastGrant as (typeof history)[number] | null;
  const fieldsAgree =
    last !== undefined &&
    grant !== null &&
    isSameRate(record.rate, last.rate) &&
    record.status === (active ? 'active' : 'removed') &&
    record.removedAt === (active ? null : last.at) &&
    record.since === grant.at &&
    record.grantedByAdminId === grant.byAdminId;
  if (!fieldsAgree) found.add('fields_follow_history');
  return [...found];
}
