import type { Order } from '../../domain/entities/orders';
import { keptMoney, round2 } from '../../domain/money';

export type RefundMode = 'full' | 'partial';

export interface RefundPlan {
  /** What goes back to the customer, or null while the input is not a valid amount. */
  refund: number | null;
  /** Catalogue key of what is wrong with the input. */
  error: string | null;
  /** Where the rest of the escrow goes once the order is cancelled (settled at once). */
  toProvider: number;
  toPlatform: number;
}

type Escrowed = Pick<Order, 'totalPrice' | 'refundedAmount' | 'commissionRate' | 'escrowBalance' | 'providerId'>;

/**
 * The cancel dialog's arithmetic, the same as the server's (money.ts): a full refund returns the
 * whole escrow; a partial one any amount from 0 to the escrow with at most 2 decimals. What the
 * customer does not get back is split between the provider and the platform at the order's rate,
 * or kept by the platform when no provider was chosen.
 */
export function refundPlan(order: Escrowed, mode: RefundMode, input: string): RefundPlan {
  const escrow = round2(order.escrowBalance);
  const parsed = mode === 'full' ? { refund: escrow, error: null } : parseAmount(input, escrow);
  if (parsed.refund === null) return { refund: null, error: parsed.error, toProvider: 0, toPlatform: 0 };
  const kept = keptMoney({ ...order, refundedAmount: round2(order.refundedAmount + parsed.refund) });
  const stays = round2(escrow - parsed.refund);
  if (order.providerId === null) return { refund: parsed.refund, error: null, toProvider: 0, toPlatform: stays };
  return { refund: parsed.refund, error: null, toProvider: kept.earnings, toPlatform: kept.commission };
}

function parseAmount(input: string, escrow: number): { refund: number | null; error: string | null } {
  const text = input.trim();
  if (!text) return { refund: null, error: 'app.money.cancel.errors.amount_required' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { refund: null, error: 'app.money.cancel.errors.amount_format' };
  const value = Number(text);
  if (value > escrow) return { refund: null, error: 'app.money.errors.refund_exceeds_escrow' };
  return { refund: value, error: null };
}
