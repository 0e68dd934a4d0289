import { suspensionMachine } from '../machines/suspension';
import { noPayload, transitionAction } from './types';
import { command } from './commandPermissions';

/** Suspended accounts: Undo suspension (it was a mistake), Restore account (served). */
export const suspensionActions = [
  transitionAction({
    ...command('suspensions/undo'),
    machine: suspensionMachine,
    transition: 'undo',
    payload: noPayload,
    destructive: true,
  }),
  transitionAction({
    ...command('suspensions/restore'),
    machine: suspensionMachine,
    transition: 'restore',
    payload: noPayload,
    destructive: false,
  }),
];
