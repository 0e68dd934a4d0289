import { referralLinkMachine } from '../machines/referralLink';
import { noPayload, transitionAction } from './types';
import { command } from './commandPermissions';

/** Referral data: Deactivate referral link ('Referral Link Deactivated'), Cancel referral. */
export const referralActions = [
  transitionAction({
    ...command('referrals/deactivate'),
    machine: referralLinkMachine,
    transition: 'deactivate',
    payload: noPayload,
    destructive: false,
  }),
  transitionAction({
    ...command('referrals/cancel'),
    machine: referralLinkMachine,
    transition: 'cancel',
    payload: noPayload,
    destructive: true,
  }),
];
