import { z } from 'zod';
import { defineEntity, isoDateTime, percent, recordId, TEXT_LIMITS } from './base';

export const COMMISSION_RATE_STATUSES = ['active', 'removed'] as const;
export const COMMISSION_RATE_CHANGES = ['granted', 'changed', 'removed'] as const;

const rateChangeSchema = z
  .object({
    rate: percent,
    at: isoDateTime,
    byAdminId: recordId,
    change: z.enum(COMMISSION_RATE_CHANGES),
  })
  .strict();

/**
 * A custom commission rate for one user, replacing DEFAULT_COMMISSION_RATE on the orders they
 * place while it is active. `history` is oldest first: granted, then changes, then removed.
 */
export const commissionRateEntity = defineEntity(
  {
    userId: recordId,
    rate: percent,
    grantedByAdminId: recordId,
    since: isoDateTime,
    removedAt: isoDateTime.nullable(),
    status: z.enum(COMMISSION_RATE_STATUSES),
    history: z.array(rateChangeSchema).max(TEXT_LIMITS.rateChanges),
    /**
     * When the current rate took effect (the latest grant or change; rateTookEffect): the column
     * the list shows as "Since" and sorts by. The database works it out from `history` on every
     * write (a generated column, migration 0005), so it is never sent, and a seed leaves it out.
     */
    rateSince: isoDateTime.optional(),
  },
  { createdBy: 'command', computed: { rateSince: 'rule' } },
);
export const { record: commissionRateSchema, create: commissionRateCreateSchema } = commissionRateEntity;

export type CommissionRate = z.infer<typeof commissionRateSchema>;
export type CommissionRateCreate = z.infer<typeof commissionRateCreateSchema>;
export type CommissionRateChange = z.infer<typeof rateChangeSchema>;
