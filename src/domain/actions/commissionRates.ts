import { guardedAction, type ActionDefinition } from './types';
import { command } from './commandPermissions';

/**
 * Custom commission rates (/commissions). Only Admins hold commissions.manage. Every command
 * appends to the record's `history`; orders already placed keep the rate they stored.
 * - grant (collection-level, POST /api/commission-rates/actions/grant): a user without an active
 *   custom rate gets one; a removed rate of that user is reactivated so its history stays whole.
 * - change: a new percent for an active rate (the same percent is refused, 409).
 * - remove: the user is back on DEFAULT_COMMISSION_RATE for the orders they place next.
 */
export const commissionRateActions: ActionDefinition[] = [
  {
    ...command('commission-rates/grant'),
    scope: 'collection',
    destructive: false,
  },
  guardedAction({
    ...command('commission-rates/change'),
    guard: { field: 'status', from: ['active'] },
    destructive: false,
  }),
  guardedAction({
    ...command('commission-rates/remove'),
    guard: { field: 'status', from: ['active'] },
    destructive: true,
  }),
];
