import { z } from 'zod';
import { money } from '../../entities/base';
import { noPayload, type PayloadTable } from './common';

export const orderPayloads = {
  /** Refunded to the customer, at most the escrow balance; the rest is settled (money.ts). */
  'orders/cancel_by_admin': z
    .object({
      refundAmount: money.refine((v) => v >= 0, { message: 'Must not be negative' }),
      /** Why the admin cancelled; kept as the note of the order's status-history entry. */
      reason: z.string().trim().max(500).optional(),
    })
    .strict(),
  'orders/release_escrow': noPayload,
} satisfies PayloadTable;
