import { HttpError } from '../http/errors';
import type { WriteRule } from '../rest/writeRules';
import type { ActionHandler } from './types';

/** Mark resolved stamps when it was resolved (the audit entry says by whom). */
const resolve: ActionHandler = ({ tx, record, nextStatus }) =>
  tx.update('error-reports', record.id, { status: nextStatus, resolvedAt: tx.now });

export const errorReportHandlers: Record<string, ActionHandler> = { resolve };

/** Fields only the resolve command changes; plain REST may not skip it. */
const COMMAND_FIELDS = ['status', 'resolvedAt'];

export const errorReportWriteRule: WriteRule = {
  beforeUpdate({ current, data }) {
    const changed = COMMAND_FIELDS.filter((k) => JSON.stringify(data[k]) !== JSON.stringify(current[k]));
    if (changed.length) {
      throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', {
        errors: Object.fromEntries(changed.map((k) => [k, 'Changed only through its command.'])),
      });
    }
  },
};
