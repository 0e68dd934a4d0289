import { suspensionMachine } from '../machines/suspension';
import { noPayload, transitionAction } from './types';

/** Suspended accounts: Undo suspension (it was a mistake), Restore account (served). */
export const suspensionActions = [
  transitionAction({
    resource: 'suspensions',
    name: 'undo',
    permission: 'suspensions.issue',
    machine: suspensionMachine,
    transition: 'undo',
    payload: noPayload,
    destructive: true,
  }),
  transitionAction({
    resource: 'suspensions',
    name: 'restore',
    permission: 'suspensions.issue',
    machine: suspensionMachine,
    transition: 'restore',
    payload: noPayload,
    destructive: false,
  }),
];
