import { z } from 'zod';
import { TEXT_LIMITS } from '../entities/base';
import { strikeMachine } from '../machines/strike';
import { transitionAction } from './types';
import { command } from './commandPermissions';

/** The administrator's explanation, kept in `strikes.decision`. */
const decisionPayload = z.object({ decision: z.string().trim().min(1).max(TEXT_LIMITS.paragraph).optional() }).strict();

/** Strikes: Uphold strike, Reverse/Undo strike, Re-issue strike. */
export const strikeActions = [
  transitionAction({
    ...command('strikes/uphold'),
    machine: strikeMachine,
    transition: 'uphold',
    payload: decisionPayload,
    destructive: true,
  }),
  transitionAction({
    ...command('strikes/reverse'),
    machine: strikeMachine,
    transition: 'reverse',
    payload: decisionPayload,
    destructive: true,
  }),
  transitionAction({
    ...command('strikes/reissue'),
    machine: strikeMachine,
    transition: 'reissue',
    payload: decisionPayload,
    destructive: true,
  }),
];
