import { strikeMachine } from '../machines/strike';
import { transitionAction } from './types';
import { command } from './commandPermissions';

/** Strikes: Uphold strike, Reverse/Undo strike, Re-issue strike. */
export const strikeActions = [
  transitionAction({
    ...command('strikes/uphold'),
    machine: strikeMachine,
    transition: 'uphold',
    destructive: true,
  }),
  transitionAction({
    ...command('strikes/reverse'),
    machine: strikeMachine,
    transition: 'reverse',
    destructive: true,
  }),
  transitionAction({
    ...command('strikes/reissue'),
    machine: strikeMachine,
    transition: 'reissue',
    destructive: true,
  }),
];
