import type { OrderStatus } from '../../../src/domain/machines/order';

const W = 'waiting_for_applicants';
const P = 'published';
const I = 'in_progress';

/**
 * The ways an order can reach each status, as sequences of statuses from the first; each
 * step is a transition of orderMachine (the seed test checks every statusHistory against it).
 */
export const ORDER_PATHS: Record<OrderStatus, OrderStatus[][]> = {
  waiting_for_applicants: [[W]],
  published: [[W, P]],
  in_progress: [[W, P, I]],
  completed: [[W, P, I, 'completed']],
  partially_completed: [[W, P, I, 'partially_completed']],
  expired: [
    [W, 'expired'],
    [W, P, 'expired'],
  ],
  failed: [[W, P, I, 'failed']],
  customer_cancelled: [
    [W, 'customer_cancelled'],
    [W, P, 'customer_cancelled'],
    [W, P, I, 'customer_cancelled'],
  ],
  cancelled_by_iw: [
    [W, P, 'cancelled_by_iw'],
    [W, P, I, 'cancelled_by_iw'],
  ],
  cancelled_by_admin: [
    [W, 'cancelled_by_admin'],
    [W, P, 'cancelled_by_admin'],
    [W, P, I, 'cancelled_by_admin'],
  ],
};

export const ORDER_STATUS_WEIGHTS: [OrderStatus, number][] = [
  ['waiting_for_applicants', 6],
  ['published', 5],
  ['in_progress', 12],
  ['completed', 40],
  ['partially_completed', 6],
  ['expired', 6],
  ['failed', 4],
  ['customer_cancelled', 9],
  ['cancelled_by_iw', 6],
  ['cancelled_by_admin', 6],
];

/** What the history note says when an order enters each status. */
export const STATUS_NOTES: Record<OrderStatus, string> = {
  waiting_for_applicants: 'Placed and paid',
  published: 'Applicant accepted',
  in_progress: 'Work started',
  completed: 'Delivered',
  partially_completed: 'Partly delivered, rest refunded',
  expired: 'Due date passed',
  failed: 'Not delivered',
  customer_cancelled: 'Cancelled by customer',
  cancelled_by_iw: 'Cancelled by provider',
  cancelled_by_admin: 'Cancelled by administrator',
};
