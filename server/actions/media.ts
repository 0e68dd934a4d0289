import { HttpError } from '../http/errors';
import type { WriteRules } from '../rest/writeRules';
import type { ActionHandler } from './types';

/** remove: hides a user's photo or video; the reason is kept for the user to read. */
const remove: ActionHandler<{ reason: string }> = ({ tx, record, payload, nextStatus }) =>
  tx.update('media', record.id, { status: nextStatus, removalReason: payload.reason });

export const mediaHandlers = { remove: remove as ActionHandler };

/** Users upload their media from the marketplace; the back-office only removes it, with a reason. */
export function registerMediaWriteRules(rules: WriteRules): void {
  rules.add('media', {
    beforeUpdate({ current, data }) {
      if (current.status !== data.status || current.removalReason !== data.removalReason) throw removeOnly();
    },
  });
}

function removeOnly(): HttpError {
  return new HttpError(409, 'A media item is removed only through the remove command, with a reason.', 'app.content.errors.command_only', {
    field: 'status',
  });
}
