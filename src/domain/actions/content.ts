import { mediaMachine } from '../machines/media';
import { quickadMachine } from '../machines/quickad';
import { guardedAction, noPayload, reasonPayload, transitionAction } from './types';

/**
 * Content: the platform's own quick ads (publish, close, decide applicants) and moderation of
 * users' content (remove a media item or a user's quick ad, with the reason shown to its owner).
 */
export const contentActions = [
  transitionAction({
    resource: 'media',
    name: 'remove',
    permission: 'media.act',
    machine: mediaMachine,
    transition: 'remove',
    payload: reasonPayload,
    destructive: true,
  }),
  transitionAction({
    resource: 'quickads',
    name: 'publish',
    permission: 'quickads.manage',
    machine: quickadMachine,
    transition: 'publish',
    appliesTo: { owner: 'platform' },
    payload: noPayload,
    destructive: false,
  }),
  transitionAction({
    resource: 'quickads',
    name: 'close',
    permission: 'quickads.manage',
    machine: quickadMachine,
    transition: 'close',
    appliesTo: { owner: 'platform' },
    payload: noPayload,
    // Closing ends applications for good (there is no reopen), hence the confirmation.
    destructive: true,
  }),
  // Removal is moderation of what users posted; the platform closes its own ads instead.
  transitionAction({
    resource: 'quickads',
    name: 'remove',
    permission: 'quickads.manage',
    machine: quickadMachine,
    transition: 'remove',
    appliesTo: { owner: 'user' },
    payload: reasonPayload,
    destructive: true,
  }),
  // Applicants of the platform's quick ads are decided once, while the ad is published
  // (the server checks the ad; the applicant itself must still be `applied`).
  guardedAction({
    resource: 'quickad-applicants',
    name: 'accept',
    permission: 'quickads.manage',
    guard: { field: 'status', from: ['applied'] },
    payload: noPayload,
    destructive: false,
  }),
  guardedAction({
    resource: 'quickad-applicants',
    name: 'reject',
    permission: 'quickads.manage',
    guard: { field: 'status', from: ['applied'] },
    payload: noPayload,
    destructive: true,
  }),
];
