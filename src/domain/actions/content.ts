import { mediaMachine } from '../machines/media';
import { quickadMachine } from '../machines/quickad';
import { guardedAction, transitionAction } from './types';
import { command } from './commandPermissions';

/**
 * Content: the platform's own quick ads (publish, close, decide applicants) and moderation of
 * users' content (remove a media item or a user's quick ad, with the reason shown to its owner).
 */
export const contentActions = [
  transitionAction({
    ...command('media/remove'),
    machine: mediaMachine,
    transition: 'remove',
    destructive: true,
  }),
  transitionAction({
    ...command('quickads/publish'),
    machine: quickadMachine,
    transition: 'publish',
    appliesTo: { owner: 'platform' },
    destructive: false,
  }),
  transitionAction({
    ...command('quickads/close'),
    machine: quickadMachine,
    transition: 'close',
    appliesTo: { owner: 'platform' },
    // Closing ends applications for good (there is no reopen), hence the confirmation.
    destructive: true,
  }),
  // Removal is moderation of what users posted; the platform closes its own ads instead.
  transitionAction({
    ...command('quickads/remove'),
    machine: quickadMachine,
    transition: 'remove',
    appliesTo: { owner: 'user' },
    destructive: true,
  }),
  // Applicants of the platform's quick ads are decided once, while the ad is published
  // (the server checks the ad; the applicant itself must still be `applied`).
  guardedAction({
    ...command('quickad-applicants/accept'),
    guard: { field: 'status', from: ['applied'] },
    destructive: false,
  }),
  guardedAction({
    ...command('quickad-applicants/reject'),
    guard: { field: 'status', from: ['applied'] },
    destructive: true,
  }),
];
