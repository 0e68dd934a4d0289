import { z } from 'zod';
import { defineEntity, isoDateTime, money, paragraph, recordId } from './base';
import { WALLET_TRANSACTION_KINDS } from '../vocabulary/walletTransactions';

export { WALLET_TRANSACTION_KINDS } from '../vocabulary/walletTransactions';

export const walletTransactionEntity = defineEntity(
  {
    orderId: recordId.nullable(),
    /** The user the money came from or went to; null for platform-only movements. */
    userId: recordId.nullable(),
    kind: z.enum(WALLET_TRANSACTION_KINDS),
    amount: money.refine((v) => v > 0, { message: 'Amount must be positive' }),
    at: isoDateTime,
    note: paragraph,
  },
  { createdBy: 'server' },
);
export const { record: walletTransactionSchema, create: walletTransactionCreateSchema } = walletTransactionEntity;

export type WalletTransaction = z.infer<typeof walletTransactionSchema>;
export type WalletTransactionCreate = z.infer<typeof walletTransactionCreateSchema>;
