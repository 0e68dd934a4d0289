import { HttpError } from '../http/errors';
import { registerWriteRule } from '../rest/writeRules';
import { ageBracketOn } from './userProfile';

/**
 * Plain REST must not get around the commands: the fields below change only through
 * POST .../actions/<command>, which keeps users, strikes and suspensions consistent
 * (activeStrikes, accountStatus) and audits every consequence.
 */
const COMMAND_FIELDS: Record<string, readonly string[]> = {
  users: ['verificationStatus', 'accountStatus', 'activeStrikes'],
  strikes: ['status', 'userId', 'issuedAt', 'expiresAt', 'decidedAt', 'decidedByAdminId'],
  suspensions: ['status', 'userId', 'liftedAt'],
  reports: ['status', 'resolvedAt'],
  'verification-requests': ['status', 'reviewedAt', 'reviewedByAdminId', 'rejectionReason'],
};

/** A new user starts where the machines start; strikes and suspensions are only born from commands. */
const INITIAL: Record<string, Record<string, unknown>> = {
  users: { verificationStatus: 'unverified', accountStatus: 'active', activeStrikes: 0 },
  reports: { status: 'open', resolvedAt: null },
  'verification-requests': { status: 'pending', reviewedAt: null, reviewedByAdminId: null, rejectionReason: null },
};

const commandOnly = (fields: string[]) =>
  new HttpError(409, `These fields change only through their commands: ${fields.join(', ')}.`, 'app.manageUsers.errors.command_only', { fields });

let registered = false;

export function registerManageUsersWriteRules(): void {
  if (registered) return;
  registered = true;
  for (const [collection, fields] of Object.entries(COMMAND_FIELDS)) {
    registerWriteRule(collection, {
      beforeCreate({ data }) {
        const initial = INITIAL[collection];
        if (!initial) throw new HttpError(409, `${collection} are created by commands only.`, 'app.manageUsers.errors.command_only');
        const wrong = Object.keys(initial).filter((f) => JSON.stringify(data[f]) !== JSON.stringify(initial[f]));
        if (wrong.length) throw commandOnly(wrong);
      },
      beforeUpdate({ store, current, data }) {
        const changed = fields.filter((f) => JSON.stringify(current[f] ?? null) !== JSON.stringify(data[f] ?? null));
        if (changed.length) throw commandOnly(changed);
        // The age bracket follows the date of birth, so an edited birth date cannot leave it stale.
        if (collection === 'users' && data.dateOfBirth !== current.dateOfBirth) data.ageBracket = ageBracketOn(String(data.dateOfBirth), store.nowIso());
      },
    });
  }
}
