import { referralLinkMachine } from '../machines/referralLink';
import { noPayload, transitionAction } from './types';

/** Referral data: Deactivate referral link ('Referral Link Deactivated'), Cancel referral. */
export const referralActions = [
  transitionAction({
    resource: 'referrals',
    name: 'deactivate',
    permission: 'referrals.act',
    machine: referralLinkMachine,
    transition: 'deactivate',
    payload: noPayload,
    destructive: false,
  }),
  transitionAction({
    resource: 'referrals',
    name: 'cancel',
    permission: 'referrals.act',
    machine: referralLinkMachine,
    transition: 'cancel',
    payload: noPayload,
    destructive: true,
  }),
];
