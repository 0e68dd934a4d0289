import { ORDER_ESCROW_RELEASE_STATUSES, orderMachine } from '../machines/order';
import { guardedAction, transitionAction } from './types';
import { command } from './commandPermissions';

/** Orders: cancel by admin (refunding part or all of the escrow), release escrow. */
export const orderActions = [
  transitionAction({
    ...command('orders/cancel_by_admin'),
    machine: orderMachine,
    transition: 'cancel_by_admin',
    destructive: true,
  }),
  // The status stays; the server also refuses when escrowBalance is already 0.
  guardedAction({
    ...command('orders/release_escrow'),
    guard: { field: 'status', from: ORDER_ESCROW_RELEASE_STATUSES },
    destructive: true,
  }),
];
