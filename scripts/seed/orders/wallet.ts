import type { WalletTransaction } from '../../../src/domain/entities/walletTransactions';
import { keptMoney, round2 } from '../../../src/domain/money';
import { DAY, iso } from '../clock';
import { later, type SeedContext } from '../context';
import type { SeedRecord } from '../db';

/** Providers' released earnings not yet paid out, and when they were last credited. */
export class ProviderBalances {
  readonly owed: Float64Array;
  readonly lastCredit: Float64Array;

  constructor(userCount: number) {
    this.owed = new Float64Array(userCount + 1);
    this.lastCredit = new Float64Array(userCount + 1);
  }
}

function insert(ctx: SeedContext, fields: Omit<WalletTransaction, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'at'>, at: string): void {
  if (fields.amount > 0) ctx.db.write('wallet-transactions', { ...fields, at }, at);
}

/**
 * The wallet movements of one order (notes only where the kind alone does not say it all): each deposit, the escrow hold once fully paid, the card
 * fee, the refund, and on settlement the escrow release (credited to the provider) with the
 * platform's commission taken from it. Without a provider the platform keeps what was not
 * refunded, as commission.
 */
export function seedOrderTransactions(
  ctx: SeedContext,
  order: SeedRecord<'orders'>,
  settledAt: number | null,
  balances: ProviderBalances,
): void {
  const orderId = order.id;
  insert(ctx, { orderId, userId: order.customerId, kind: 'deposit', amount: order.initialDeposit, note: '' }, order.paymentDate);
  for (const d of order.additionalDeposits)
    insert(ctx, { orderId, userId: order.customerId, kind: 'deposit', amount: d.amount, note: 'Additional deposit' }, d.date);
  const funded = order.additionalDeposits.length ? order.additionalDeposits[order.additionalDeposits.length - 1].date : order.paymentDate;
  insert(ctx, { orderId, userId: null, kind: 'escrow_hold', amount: order.totalPrice, note: '' }, funded);
  insert(ctx, { orderId, userId: null, kind: 'fee', amount: order.cardProviderFee, note: '' }, order.paymentDate);
  if (order.refundDate)
    insert(ctx, { orderId, userId: order.customerId, kind: 'refund', amount: order.refundedAmount, note: '' }, order.refundDate);
  if (settledAt === null) return;
  const at = iso(settledAt);
  const kept = keptMoney(order);
  const provider = order.providerId;
  insert(ctx, { orderId, userId: provider, kind: 'escrow_release', amount: kept.kept, note: '' }, at);
  insert(
    ctx,
    {
      orderId,
      userId: null,
      kind: 'commission',
      amount: provider === null ? kept.kept : kept.commission,
      note: provider === null ? 'Cancellation fee kept' : '',
    },
    at,
  );
  if (provider !== null && kept.earnings > 0) {
    balances.owed[provider] = round2(balances.owed[provider] + kept.earnings);
    balances.lastCredit[provider] = Math.max(balances.lastCredit[provider], settledAt);
  }
}

/** Providers withdraw what they earned to their bank account now and then (not tied to an order). */
export function seedPayouts(ctx: SeedContext, balances: ProviderBalances): void {
  const { rng } = ctx;
  for (const userId of ctx.users.providers) {
    const owed = balances.owed[userId];
    if (owed <= 0 || balances.lastCredit[userId] > ctx.now - DAY || !rng.chance(0.7)) continue;
    const amount = round2(owed * rng.pick([0.5, 0.75, 1]));
    insert(
      ctx,
      { orderId: null, userId, kind: 'payout', amount, note: 'Payout to bank account' },
      iso(later(ctx, balances.lastCredit[userId], DAY, 10 * DAY)),
    );
  }
}
