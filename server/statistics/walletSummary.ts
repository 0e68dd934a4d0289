import type { Order, WalletTransaction } from '../../src/domain/entities';
import { orderSettlement } from '../../src/domain/money';
import type { WalletSummary } from '../../src/domain/statistics';

/** The order fields the summary reads (the route reads only these from the database). */
export const WALLET_ORDER_FIELDS = [
  'paidToYou',
  'escrowBalance',
  'providerId',
  'totalPrice',
  'refundedAmount',
  'commissionRate',
] as const satisfies readonly (keyof Order)[];
export type WalletOrder = Pick<Order, (typeof WALLET_ORDER_FIELDS)[number]>;

/**
 * The platform's money, all time: what arrived and what is held from the orders, what went out
 * from the wallet's ledger (wallet-transactions). Sums run in integer cents (exact) and are
 * converted to major units once.
 */
export function walletSummary(
  orders: Iterable<WalletOrder>,
  transactions: Iterable<Pick<WalletTransaction, 'kind' | 'amount'>>,
): WalletSummary {
  let received = 0;
  let held = 0;
  let credited = 0;
  for (const o of orders) {
    received += cents(o.paidToYou);
    held += cents(o.escrowBalance);
    // A settled order with a provider credited the provider's earnings on what it kept.
    const split = orderSettlement(o);
    if (split.settled) credited += cents(split.earnings);
  }
  const byKind: Partial<Record<WalletTransaction['kind'], number>> = {};
  let transactionCount = 0;
  for (const t of transactions) {
    byKind[t.kind] = (byKind[t.kind] ?? 0) + cents(t.amount);
    transactionCount += 1;
  }
  const refunded = byKind.refund ?? 0;
  const paid = byKind.payout ?? 0;
  const owed = credited - paid;
  return {
    received: major(received),
    escrowHeld: major(held),
    refunded: major(refunded),
    paidToUsers: major(paid),
    owedToUsers: major(owed),
    commissionEarned: major(byKind.commission ?? 0),
    cardProviderFees: major(byKind.fee ?? 0),
    available: major(received - held - refunded - paid - owed),
    transactionCount,
  };
}

const cents = (amount: number): number => Math.round(amount * 100);
const major = (c: number): number => c / 100;
