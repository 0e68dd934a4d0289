import { commissionRateCreateSchema, type CommissionRate, type CommissionRateChange } from '../../src/domain/entities';
import { isSameRate } from '../../src/domain/commissionRateRules';
import { round2 } from '../../src/domain/money';
import { TEXT_LIMITS } from '../../src/domain/textLimits';
import type { Reads, Rec, Transaction } from '../store/store';
import { HttpError } from '../http/errors';
import type { ActionHandler } from './types';
import type { WriteRules } from '../rest/writeRules';
import { commandOnlyRule } from './orders';

const COLLECTION = 'commission-rates';

/**
 * Custom commission rates. Every command appends one entry to `history` (granted, changed,
 * removed) in the same write as the fields it changes, so `rateInForce` can answer for any instant.
 * grant reads the user and their rates through the command's transaction: two grants raced for
 * one user cannot both find no active rate.
 */
export const commissionRateActionHandlers: Record<string, ActionHandler> = {
  grant: async ({ tx, payload, admin }) => {
    const userId = Number(payload.userId);
    const rate = round2(Number(payload.rate));
    if (!(await tx.get('users', userId))) {
      throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', {
        errors: { userId: 'app.money.errors.unknown_user' },
      });
    }
    const existing = await ratesOf(tx, userId);
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

  change: async ({ tx, record, payload, admin }) => {
    const current = record as unknown as CommissionRate;
    const rate = round2(Number(payload.rate));
    if (isSameRate(rate, current.rate)) throw new HttpError(409, `The rate is already ${rate}%.`, 'app.money.errors.same_rate');
    return append(tx, current, { rate }, { rate, at: tx.now, byAdminId: admin.id, change: 'changed' });
  },

  remove: async ({ tx, record, admin }) => {
    const current = record as unknown as CommissionRate;
    return append(
      tx,
      current,
      { status: 'removed', removedAt: tx.now },
      { rate: current.rate, at: tx.now, byAdminId: admin.id, change: 'removed' },
    );
  },
};

async function append(tx: Transaction, current: CommissionRate, patch: Partial<CommissionRate>, entry: CommissionRateChange): Promise<Rec> {
  return tx.update(COLLECTION, current.id, { ...patch, history: withChange(current, entry) });
}

/**
 * The history with `entry` appended. A full one (TEXT_LIMITS.rateChanges) is refused rather than
 * trimmed: `rateInForce` reads it to know the rate of any past order, so no entry may be lost.
 */
function withChange(current: CommissionRate, entry: CommissionRateChange): CommissionRateChange[] {
  const max = TEXT_LIMITS.rateChanges;
  if (current.history.length >= max) {
    throw new HttpError(
      409,
      `This rate has changed ${max} times, the most its history keeps: no further change can be recorded.`,
      'app.money.errors.rate_history_full',
      { max },
    );
  }
  return [...current.history, entry];
}

/** The user's rate records, oldest first. */
async function ratesOf(reads: Reads, userId: number): Promise<CommissionRate[]> {
  return (await reads.where(COLLECTION, { userId })) as unknown as CommissionRate[];
}

/** Rates change only through grant, change and remove, which keep the history. */
export function registerCommissionRateWriteRules(rules: WriteRules): void {
  rules.add(COLLECTION, commandOnlyRule('commission rates'));
}
