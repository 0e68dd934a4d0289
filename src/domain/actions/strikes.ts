import { z } from 'zod';
import { TEXT_LIMITS } from '../entities/base';
import { strikeMachine } from '../machines/strike';
import { transitionAction } from './types';

/** The administrator's explanation, kept in `strikes.decision`. */
const decisionPayload = z.object({ decision: z.string().trim().min(1).max(TEXT_LIMITS.paragraph).optional() }).strict();

/** Strikes: Uphold strike, Reverse/Undo strike, Re-issue strike. */
export const strikeActions = [
  transitionAction({
    resource: 'strikes',
    name: 'uphold',
    permission: 'strikes.issue',
    machine: strikeMachine,
    transition: 'uphold',
    payload: decisionPayload,
    destructive: true,
  }),
  transitionAction({
    resource: 'strikes',
    name: 'reverse',
    permission: 'strikes.issue',
    machine: strikeMachine,
    transition: 'reverse',
    payload: decisionPayload,
    destructive: true,
  }),
  transitionAction({
    resource: 'strikes',
    name: 'reissue',
    permission: 'strikes.issue',
    machine: strikeMachine,
    transition: 'reissue',
    payload: decisionPayload,
    destructive: true,
  }),
];
