import { checkOrderMoney, applyRefund, orderSettlement, releaseEscrow, round2 } from '../../src/domain/money';
import { orderSchema, walletTransactionCreateSchema, type Order, type WalletTransaction } from '../../src/domain/entities';
import type { Rec, Transaction } from '../store/store';
import { HttpError } from '../http/errors';
import type { ActionHandler } from './types';
import type { WriteRule, WriteRules } from '../rest/writeRules';

type Movement = Pick<WalletTransaction, 'kind' | 'amount' | 'userId' | 'note'>;

/**
 * Orders' money commands. Each one computes every amount from the stored order with money.ts,
 * writes the order and its wallet-transactions in the same transaction, and refuses to commit an
 * order that breaks the money rules (checkOrderMoney), so a bug can never leave escrow negative.
 */
export const orderActionHandlers: Record<string, ActionHandler> = {
  /**
   * Cancels an open order: `refundAmount` (at most the escrow) goes back to the customer, and
   * what stays in escrow is settled at once (an ended order holds no escrow): the provider is
   * paid their earnings on it and the platform takes its commission, or the platform keeps all of
   * it when no provider was chosen yet (money.ts, rule 7).
   */
  cancel_by_admin: async ({ tx, record, payload, admin, nextStatus }) => {
    const order = record as unknown as Order;
    const refund = round2(Number(payload.refundAmount));
    if (refund > round2(order.escrowBalance)) {
      throw new HttpError(
        400,
        `At most ${order.escrowBalance} can be refunded: that is what the escrow holds.`,
        'app.money.errors.refund_exceeds_escrow',
        {
          errors: { refundAmount: 'app.money.errors.refund_exceeds_escrow' },
        },
      );
    }
    const refunded = refund > 0 ? applyRefund(order, refund, tx.now) : {};
    const afterRefund = { ...order, ...refunded };
    const movements: Movement[] = refund > 0 ? [{ kind: 'refund', amount: refund, userId: order.customerId, note: '' }] : [];
    movements.push(...settlement(afterRefund));
    const patch: Partial<Order> = {
      ...refunded,
      escrowBalance: 0,
      remainingBalance: 0,
      status: nextStatus as Order['status'],
      statusHistory: [
        ...order.statusHistory,
        { status: nextStatus as Order['status'], at: tx.now, byAdminId: admin.id, note: String(payload.reason ?? '') },
      ],
    };
    return writeOrder(tx, order, patch, movements);
  },

  /** Pays out a delivered order's escrow: the provider's earnings and the platform's commission. */
  release_escrow: async ({ tx, record }) => {
    const order = record as unknown as Order;
    if (!(order.escrowBalance > 0)) {
      throw new HttpError(409, 'This order has no escrow left to release.', 'app.money.errors.nothing_in_escrow', {
        status: order.status,
        action: 'release_escrow',
      });
    }
    if (order.providerId === null) {
      throw new HttpError(409, 'This order has no provider to pay.', 'app.money.errors.no_provider', {
        status: order.status,
        action: 'release_escrow',
      });
    }
    const { patch } = releaseEscrow(order);
    return writeOrder(tx, order, patch, settlement(order));
  },
};

/**
 * The wallet movements that empty an order's escrow, in the ledger's model (as the seed writes
 * it): the release credited to the provider, the platform's commission taken from it, and, because
 * an administrator settled it, the provider's earnings paid out at once. The split is the one every
 * screen shows for the settled order (orderSettlement): without a provider the platform keeps what
 * was not refunded, as commission. Zero amounts are left out (a wallet transaction is always positive).
 */
function settlement(order: Pick<Order, 'totalPrice' | 'refundedAmount' | 'commissionRate' | 'escrowBalance' | 'providerId'>): Movement[] {
  if (!(order.escrowBalance > 0)) return [];
  const split = orderSettlement({ ...order, escrowBalance: 0, paidToYou: 0 });
  const provider = order.providerId;
  const out: Movement[] = [
    { kind: 'escrow_release', amount: order.escrowBalance, userId: provider, note: '' },
    { kind: 'commission', amount: split.commission, userId: null, note: provider === null ? 'Cancellation fee kept' : '' },
  ];
  if (provider !== null) out.push({ kind: 'payout', amount: split.earnings, userId: provider, note: 'Paid out with the escrow release' });
  return out.filter((m) => m.amount > 0);
}

async function writeOrder(tx: Transaction, order: Order, patch: Partial<Order>, movements: Movement[]): Promise<Rec> {
  const next = { ...order, ...patch };
  const violations = checkOrderMoney(next);
  const shape = orderSchema.safeParse({ ...next, version: order.version + 1, updatedAt: tx.now });
  if (violations.length || !shape.success) {
    // Never reached with consistent data; refusing keeps a broken order out of the database.
    throw new HttpError(500, `The order's money would not add up: ${violations.join('; ') || shape.error?.message}`, 'app.errors.server');
  }
  for (const m of movements) {
    const data = walletTransactionCreateSchema.parse({ orderId: order.id, ...m, at: tx.now });
    await tx.insert('wallet-transactions', data);
  }
  return tx.update('orders', order.id, patch);
}

/** Customers place orders in the marketplace; here they change only through the commands above. */
export function registerOrderWriteRules(rules: WriteRules): void {
  rules.add('orders', commandOnlyRule('orders'));
}

/**
 * A plain-REST write rule for collections whose records only the marketplace and the domain
 * commands may write (their entities say `createdBy: 'command'`, so POST is refused before any
 * rule runs): an update is refused when it changes any field outside
 * `editable`. Money and statuses then always go through the commands, which compute amounts on
 * the server, keep histories and write the wallet in the same transaction.
 */
export function commandOnlyRule(what: string, editable: readonly string[] = []): WriteRule {
  return {
    beforeUpdate({ current, data }) {
      const changed = Object.keys(data).filter(
        (k) => !['version', 'updatedAt'].includes(k) && !editable.includes(k) && JSON.stringify(current[k]) !== JSON.stringify(data[k]),
      );
      if (changed.length) {
        throw new HttpError(405, `${changed.join(', ')} of ${what} change only through its commands.`, 'app.money.errors.command_only', {
          fields: changed,
        });
      }
    },
  };
}
