import { accountStatusMachine } from '../machines/accountStatus';
import { userVerificationMachine } from '../machines/userVerification';
import { guardedAction, noPayload, reasonPayload, transitionAction } from './types';

/** Commands on a user from the Users screens (no request or report behind them). */
export const userActions = [
  transitionAction({
    resource: 'users',
    name: 'verify',
    permission: 'users.verify',
    machine: userVerificationMachine,
    transition: 'verify',
    payload: noPayload,
    destructive: false,
  }),
  // A suspended user can still collect strikes (what they did before is still reviewed);
  // a deleted account cannot.
  guardedAction({
    resource: 'users',
    name: 'issue_strike',
    permission: 'strikes.issue',
    guard: { field: 'accountStatus', from: ['active', 'suspended'] },
    payload: reasonPayload,
    destructive: true,
  }),
  transitionAction({
    resource: 'users',
    name: 'suspend',
    permission: 'suspensions.issue',
    machine: accountStatusMachine,
    transition: 'suspend',
    payload: reasonPayload,
    destructive: true,
  }),
];
