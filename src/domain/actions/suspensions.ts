import { suspensionMachine } from '../machines/suspension';
import { transitionAction } from './types';
import { command } from './commandPermissions';

/** Suspended accounts: Undo suspension (it was a mistake), Restore account (served). */
export const suspensionActions = [
  transitionAction({
    ...command('suspensions/undo'),
    machine: suspensionMachine,
    transition: 'undo',
    destructive: true,
  }),
  transitionAction({
    ...command('suspensions/restore'),
    machine: suspensionMachine,
    transition: 'restore',
    destructive: false,
  }),
];
