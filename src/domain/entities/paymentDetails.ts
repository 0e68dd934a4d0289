import { z } from 'zod';
import { defineEntity, recordId, text } from './base';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'rupay', 'discover'] as const;

/**
 * A user's saved card and addresses. Only the brand, the last four digits and the expiry are
 * kept: a full card number never reaches this system (the card provider holds it).
 */
export const paymentDetailEntity = defineEntity(
  {
    userId: recordId,
    cardBrand: z.enum(CARD_BRANDS),
    cardLast4: z.string().regex(/^\d{4}$/),
    /** MM/YY. */
    cardExpiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
    billingAddress: text,
    postalAddress: text,
  },
  { createdBy: 'server' },
);
export const { record: paymentDetailSchema, create: paymentDetailCreateSchema } = paymentDetailEntity;

export type PaymentDetail = z.infer<typeof paymentDetailSchema>;
export type PaymentDetailCreate = z.infer<typeof paymentDetailCreateSchema>;
