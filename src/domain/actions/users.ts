import { accountStatusMachine } from '../machines/accountStatus';
import { userVerificationMachine } from '../machines/userVerification';
import { guardedAction, transitionAction } from './types';
import { command } from './commandPermissions';

/** Commands on a user from the Users screens (no request or report behind them). */
export const userActions = [
  transitionAction({
    ...command('users/verify'),
    machine: userVerificationMachine,
    transition: 'verify',
    destructive: false,
  }),
  // A suspended user can still collect strikes (what they did before is still reviewed);
  // a deleted account cannot.
  guardedAction({
    ...command('users/issue_strike'),
    guard: { field: 'accountStatus', from: ['active', 'suspended'] },
    destructive: true,
  }),
  transitionAction({
    ...command('users/suspend'),
    machine: accountStatusMachine,
    transition: 'suspend',
    destructive: true,
  }),
];
