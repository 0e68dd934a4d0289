import { verificationRequestMachine } from '../machines/verificationRequest';
import { noPayload, reasonPayload, transitionAction } from './types';

/** Verify user / Reject request on the User Verification screen. */
export const verificationRequestActions = [
  transitionAction({
    resource: 'verification-requests',
    name: 'verify',
    permission: 'users.verify',
    machine: verificationRequestMachine,
    transition: 'verify',
    payload: noPayload,
    destructive: false,
  }),
  transitionAction({
    resource: 'verification-requests',
    name: 'reject',
    permission: 'users.verify',
    machine: verificationRequestMachine,
    transition: 'reject',
    payload: reasonPayload,
    destructive: false,
  }),
];
