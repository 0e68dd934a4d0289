import { referralLinkMachine } from '../machines/referralLink';
import { transitionAction } from './types';
import { command } from './commandPermissions';

/** Referral data: Deactivate referral link ('Referral Link Deactivated'), Cancel referral. */
export const referralActions = [
  transitionAction({
    ...command('referrals/deactivate'),
    machine: referralLinkMachine,
    transition: 'deactivate',
    destructive: false,
  }),
  transitionAction({
    ...command('referrals/cancel'),
    machine: referralLinkMachine,
    transition: 'cancel',
    destructive: true,
  }),
];
