import { accountRecoveryMachine } from '../machines/accountRecovery';
import { dataRequestMachine } from '../machines/dataRequest';
import { dateOfBirthMachine } from '../machines/dateOfBirth';
import { nameChangeMachine } from '../machines/nameChange';
import { noPayload, reasonPayload, transitionAction } from './types';

/**
 * User Requests. Every type has its own commands (`appliesTo.type`), so one URL never means
 * two things. Declining a name change also suspends the account, hence the suspension
 * permission; rejecting a recovery deletes the account.
 */
export const userRequestActions = [
  transitionAction({
    resource: 'user-requests',
    name: 'approve_name_change',
    permission: 'userRequests.act',
    machine: nameChangeMachine,
    transition: 'approve',
    appliesTo: { type: 'name_change' },
    payload: noPayload,
    destructive: false,
  }),
  transitionAction({
    resource: 'user-requests',
    name: 'decline_name_change',
    permission: 'suspensions.issue',
    machine: nameChangeMachine,
    transition: 'decline',
    appliesTo: { type: 'name_change' },
    payload: reasonPayload,
    destructive: true,
  }),
  transitionAction({
    resource: 'user-requests',
    name: 'approve_date_of_birth',
    permission: 'userRequests.act',
    machine: dateOfBirthMachine,
    transition: 'approve',
    appliesTo: { type: 'date_of_birth' },
    payload: noPayload,
    destructive: false,
  }),
  transitionAction({
    resource: 'user-requests',
    name: 'decline_date_of_birth',
    permission: 'userRequests.act',
    machine: dateOfBirthMachine,
    transition: 'decline',
    appliesTo: { type: 'date_of_birth' },
    payload: reasonPayload,
    destructive: false,
  }),
  transitionAction({
    resource: 'user-requests',
    name: 'fulfil_data_request',
    permission: 'userRequests.act',
    machine: dataRequestMachine,
    transition: 'fulfil',
    appliesTo: { type: 'data_request' },
    payload: noPayload,
    destructive: false,
  }),
  transitionAction({
    resource: 'user-requests',
    name: 'approve_account_recovery',
    permission: 'userRequests.act',
    machine: accountRecoveryMachine,
    transition: 'approve',
    appliesTo: { type: 'account_recovery' },
    payload: noPayload,
    destructive: true,
  }),
  transitionAction({
    resource: 'user-requests',
    name: 'reject_and_delete_account',
    permission: 'userRequests.act',
    machine: accountRecoveryMachine,
    transition: 'reject_and_delete',
    appliesTo: { type: 'account_recovery' },
    payload: reasonPayload,
    destructive: true,
  }),
];
