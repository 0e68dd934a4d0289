import { z } from 'zod';
import { money } from '../entities/base';
import { ORDER_ESCROW_RELEASE_STATUSES, orderMachine } from '../machines/order';
import { guardedAction, noPayload, transitionAction } from './types';
import { command } from './commandPermissions';

/** Orders: cancel by admin (refunding part or all of the escrow), release escrow. */
export const orderActions = [
  transitionAction({
    ...command('orders/cancel_by_admin'),
    machine: orderMachine,
    transition: 'cancel_by_admin',
    /** Refunded to the customer, at most the escrow balance; the rest is settled (money.ts). */
    payload: z
      .object({
        refundAmount: money.refine((v) => v >= 0, { message: 'Must not be negative' }),
        /** Why the admin cancelled; kept as the note of the order's status-history entry. */
        reason: z.string().trim().max(500).optional(),
      })
      .strict(),
    destructive: true,
  }),
  // The status stays; the server also refuses when escrowBalance is already 0.
  guardedAction({
    ...command('orders/release_escrow'),
    guard: { field: 'status', from: ORDER_ESCROW_RELEASE_STATUSES },
    payload: noPayload,
    destructive: true,
  }),
];
