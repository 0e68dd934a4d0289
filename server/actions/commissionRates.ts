import { commissionRateCreateSchema, type CommissionRate, type CommissionRateChange } from '../../src/domain/entities';
import { round2 } from '../../src/domain/money';
import { TEXT_LIMITS } from '../../src/domain/textLimits';
import type { Rec, Store, Transaction } from '../store/store';
import { HttpError } from '../http/errors';
import type { ActionHandler } from './types';
import { registerWriteRule } from '../rest/writeRules';
import { commandOnlyRule } from './orders';

const COLLECTION = 'commission-rates';

/**
 * Custom commission rates. Every command appends one entry to `history` (granted, changed,
 * removed) in the same write as the fields it changes, so `rateInForce` can answer for any instant.
 */
export const commissionRateActionHandlers: Record<string, ActionHandler> = {
  grant: ({ store, tx, payload, admin }) => {
    const userId = Number(payload.userId);
    const rate = round2(Number(payload.rate));
    if (!store.get('users', userId)) {
      throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', { errors: { userId: 'app.money.errors.unknown_user' } });
    }
    const existing = ratesOf(store, userId);
    if (existing.some((r) => r.status === 'active')) {
      throw new HttpError(409, 'This user already has a custom rate: change it instead.', 'app.money.errors.rate_exists');
    }
    const entry: CommissionRateChange = { rate, at: tx.now, byAdminId: admin.id, change: 'granted' };
    const fields = { rate, grantedByAdminId: admin.id, since: tx.now, removedAt: null, status: 'active' as const };
    // A removed rate granted again is the same record, so the user's whole history stays in one place.
    const removed = existing.at(-1);
    if (removed) return tx.update(COLLECTION, removed.id, { ...fields, history: withChange(removed, entry) });
    return tx.insert(COLLECTION, commissionRateCreateSchema.parse({ userId, ...fields, history: [entry] }));
  },

  change: ({ tx, record, payload, admin }) => {
    const current = record as unknown as CommissionRate;
    const rate = round2(Number(payload.rate));
    if (rate === current.rate) throw new HttpError(409, `The rate is already ${rate}%.`, 'app.money.errors.same_rate');
    return append(tx, current, { rate }, { rate, at: tx.now, byAdminId: admin.id, change: 'changed' });
  },

  remove: ({ tx, record, admin }) => {
    const current = record as unknown as CommissionRate;
    return append(tx, current, { status: 'removed', removedAt: tx.now }, { rate: current.rate, at: tx.now, byAdminId: admin.id, change: 'removed' });
  },
};

function append(tx: Transaction, current: CommissionRate, patch: Partial<CommissionRate>, entry: CommissionRateChange): Rec {
  return tx.update(COLLECTION, current.id, { ...patch, history: withChange(current, entry) });
}

/**
 * The history with `entry` appended. A full one (TEXT_LIMITS.rateChanges) is refused rather than
 * trimmed: `rateInForce` reads it to know the rate of any past order, so no entry may be lost.
 */
function withChange(current: CommissionRate, entry: CommissionRateChange): CommissionRateChange[] {
  const max = TEXT_LIMITS.rateChanges;
  if (current.history.length >= max) {
    throw new HttpError(409, `This rate has changed ${max} times, the most its history keeps: no further change can be recorded.`, 'app.money.errors.rate_history_full', { max });
  }
  return [...current.history, entry];
}

/** The user's rate records, oldest first. */
function ratesOf(store: Store, userId: number): CommissionRate[] {
  return store.where(COLLECTION, { userId }) as unknown as CommissionRate[];
}

/** Rates change only through grant, change and remove, which keep the history. */
export function registerCommissionRateWriteRules(): void {
  registerWriteRule(COLLECTION, commandOnlyRule('commission rates'));
}
