import { z } from 'zod';
import { orderMachine } from '../machines/order';
import { defineEntity, isoDateTime, money, paragraph, percent, recordId, text, TEXT_LIMITS } from './base';
import { SERVICE_TYPES } from '../vocabulary/orders';

export { SERVICE_TYPES, type ServiceType } from '../vocabulary/orders';

const depositSchema = z.object({ amount: money, date: isoDateTime }).strict();

const statusChangeSchema = z
  .object({
    status: z.enum(orderMachine.states),
    at: isoDateTime,
    /** Null when the marketplace (customer, provider, clock) made the change. */
    byAdminId: recordId.nullable(),
    note: paragraph,
  })
  .strict();

/**
 * An order (job). The money fields and how they relate to each other and to the status are
 * defined in money.ts (`checkOrderMoney`); amounts are in the major unit with 2 decimals.
 */
export const orderEntity = defineEntity(
  {
    /** Human reference shown to users and support: "ORD-" and at least six digits. */
    reference: z.string().regex(/^ORD-\d{6,12}$/),
    serviceType: z.enum(SERVICE_TYPES),
    status: z.enum(orderMachine.states),
    customerId: recordId,
    /** Null until an applicant is accepted. */
    providerId: recordId.nullable(),
    title: text,
    totalPrice: money,
    /** Commission percent in force for the customer when the order was placed. */
    commissionRate: percent,
    commission: money,
    userEarnings: money,
    initialDeposit: money,
    additionalDeposits: z.array(depositSchema).max(TEXT_LIMITS.listItems),
    pricePerInfluencer: money,
    influencerCount: z.number().int().min(1),
    escrowBalance: money,
    remainingBalance: money,
    paymentDate: isoDateTime,
    refundDate: isoDateTime.nullable(),
    refundedAmount: money,
    cardProviderFee: money,
    paidToYou: money,
    dateCompleted: isoDateTime.nullable(),
    dueDate: isoDateTime,
    /**
     * One entry per status the order reached. The order machine never returns to a state it left
     * (textLimits.test.ts checks), so an order holds at most one entry per state.
     */
    statusHistory: z.array(statusChangeSchema).max(orderMachine.states.length),
    receiptNumber: text,
  },
  { createdBy: 'command' },
);
export const { record: orderSchema, create: orderCreateSchema } = orderEntity;

export type Order = z.infer<typeof orderSchema>;
export type OrderCreate = z.infer<typeof orderCreateSchema>;
export type OrderStatusChange = z.infer<typeof statusChangeSchema>;
