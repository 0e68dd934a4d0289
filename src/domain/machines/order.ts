import { defineMachine } from '../machine';

/**
 * The life of an order (job):
 * - waiting_for_applicants: posted, no provider chosen yet (providerId is null);
 * - published: a provider accepted, the work has not started;
 * - in_progress: the provider is working;
 * - then one outcome: completed, partially_completed (part delivered, the rest refunded),
 *   expired (nobody took it before the due date), failed (the provider did not deliver),
 *   customer_cancelled, cancelled_by_iw (cancelled by the provider), cancelled_by_admin.
 * Only `cancel_by_admin` is an administrator's move; the others come from the marketplace.
 * Releasing escrow does not change the status, so it is not a transition here (see
 * ORDER_ESCROW_RELEASE_STATUSES and the `release_escrow` domain command).
 */
export const orderMachine = defineMachine({
  name: 'order',
  field: 'status',
  states: [
    'waiting_for_applicants',
    'published',
    'in_progress',
    'completed',
    'partially_completed',
    'expired',
    'failed',
    'customer_cancelled',
    'cancelled_by_iw',
    'cancelled_by_admin',
  ],
  initial: 'waiting_for_applicants',
  transitions: {
    accept_applicant: { from: ['waiting_for_applicants'], to: 'published' },
    start: { from: ['published'], to: 'in_progress' },
    complete: { from: ['in_progress'], to: 'completed' },
    complete_partially: { from: ['in_progress'], to: 'partially_completed' },
    expire: { from: ['waiting_for_applicants', 'published'], to: 'expired' },
    fail: { from: ['in_progress'], to: 'failed' },
    cancel_by_customer: { from: ['waiting_for_applicants', 'published', 'in_progress'], to: 'customer_cancelled' },
    cancel_by_provider: { from: ['published', 'in_progress'], to: 'cancelled_by_iw' },
    cancel_by_admin: { from: ['waiting_for_applicants', 'published', 'in_progress'], to: 'cancelled_by_admin' },
  },
});

export type OrderStatus = (typeof orderMachine.states)[number];

/** Orders whose money is still held: the whole payment sits in escrow. */
export const OPEN_ORDER_STATUSES = ['waiting_for_applicants', 'published', 'in_progress'] as const satisfies readonly OrderStatus[];

/** Delivered orders: escrow is released once (by the marketplace or the `release_escrow` command). */
export const ORDER_ESCROW_RELEASE_STATUSES = ['completed', 'partially_completed'] as const satisfies readonly OrderStatus[];

/** Orders that ended without delivery: escrow is empty, refunds went back to the customer. */
export const ENDED_ORDER_STATUSES = [
  'expired',
  'failed',
  'customer_cancelled',
  'cancelled_by_iw',
  'cancelled_by_admin',
] as const satisfies readonly OrderStatus[];
