import { verificationRequestMachine } from '../machines/verificationRequest';
import { transitionAction } from './types';
import { command } from './commandPermissions';

/** Verify user / Reject request on the User Verification screen. */
export const verificationRequestActions = [
  transitionAction({
    ...command('verification-requests/verify'),
    machine: verificationRequestMachine,
    transition: 'verify',
    destructive: false,
  }),
  transitionAction({
    ...command('verification-requests/reject'),
    machine: verificationRequestMachine,
    transition: 'reject',
    destructive: false,
  }),
];
