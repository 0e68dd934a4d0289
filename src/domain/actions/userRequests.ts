import { accountRecoveryMachine } from '../machines/accountRecovery';
import { dataRequestMachine } from '../machines/dataRequest';
import { dateOfBirthMachine } from '../machines/dateOfBirth';
import { nameChangeMachine } from '../machines/nameChange';
import { transitionAction } from './types';
import { command } from './commandPermissions';

/**
 * User Requests. Every type has its own commands (`appliesTo.type`), so one URL never means
 * two things. Declining a name change also suspends the account, hence the suspension
 * permission; rejecting a recovery deletes the account.
 */
export const userRequestActions = [
  transitionAction({
    ...command('user-requests/approve_name_change'),
    machine: nameChangeMachine,
    transition: 'approve',
    appliesTo: { type: 'name_change' },
    destructive: false,
  }),
  transitionAction({
    ...command('user-requests/decline_name_change'),
    machine: nameChangeMachine,
    transition: 'decline',
    appliesTo: { type: 'name_change' },
    destructive: true,
  }),
  transitionAction({
    ...command('user-requests/approve_date_of_birth'),
    machine: dateOfBirthMachine,
    transition: 'approve',
    appliesTo: { type: 'date_of_birth' },
    destructive: false,
  }),
  transitionAction({
    ...command('user-requests/decline_date_of_birth'),
    machine: dateOfBirthMachine,
    transition: 'decline',
    appliesTo: { type: 'date_of_birth' },
    destructive: false,
  }),
  transitionAction({
    ...command('user-requests/fulfil_data_request'),
    machine: dataRequestMachine,
    transition: 'fulfil',
    appliesTo: { type: 'data_request' },
    destructive: false,
  }),
  transitionAction({
    ...command('user-requests/approve_account_recovery'),
    machine: accountRecoveryMachine,
    transition: 'approve',
    appliesTo: { type: 'account_recovery' },
    destructive: true,
  }),
  transitionAction({
    ...command('user-requests/reject_and_delete_account'),
    machine: accountRecoveryMachine,
    transition: 'reject_and_delete',
    appliesTo: { type: 'account_recovery' },
    destructive: true,
  }),
];
