import { z } from 'zod';
import { defineEntity, isoDateTime, money, paragraph, recordId } from './base';

/**
 * One money movement of an order, seen from the platform's wallet. `amount` is always
 * positive; the kind says which way it went:
 * deposit (customer paid), escrow_hold (payment placed in escrow), escrow_release (escrow paid
 * out), refund (back to the customer), commission (platform's share), payout (provider's
 * earnings), fee (card provider's fee).
 */
export const WALLET_TRANSACTION_KINDS = ['deposit', 'escrow_hold', 'escrow_release', 'refund', 'commission', 'payout', 'fee'] as const;

export const walletTransactionEntity = defineEntity({
  orderId: recordId.nullable(),
  /** The user the money came from or went to; null for platform-only movements. */
  userId: recordId.nullable(),
  kind: z.enum(WALLET_TRANSACTION_KINDS),
  amount: money.refine((v) => v > 0, { message: 'Amount must be positive' }),
  at: isoDateTime,
  note: paragraph,
}, { createdBy: 'server' });
export const { record: walletTransactionSchema, create: walletTransactionCreateSchema } = walletTransactionEntity;

export type WalletTransaction = z.infer<typeof walletTransactionSchema>;
export type WalletTransactionCreate = z.infer<typeof walletTransactionCreateSchema>;
