import { HttpError } from '../http/errors';
import type { WriteRules } from '../rest/writeRules';
import { ageBracketOn } from './userProfile';
import { randomBytes } from 'node:crypto';
import type { Reads, Transaction } from '../store/store';
import { VERIFICATION_REVIEW_HOURS } from '../../src/domain/constants';

/**
 * Plain REST must not get around the commands: the fields below change only through
 * POST .../actions/<command>, which keeps users, strikes and suspensions consistent
 * (accountStatus) and audits every consequence; the refusal (409) names the commands' way.
 * A user's activeStrikes, a count the server keeps, is refused like every other server-owned
 * field (recordRoutes: 400 naming it).
 */
const COMMAND_FIELDS: Record<string, readonly string[]> = {
  users: ['verificationStatus', 'accountStatus'],
  strikes: ['status', 'userId', 'issuedAt', 'expiresAt', 'decidedAt', 'decidedByAdminId'],
  suspensions: ['status', 'userId', 'liftedAt'],
  reports: ['status', 'resolvedAt'],
  'verification-requests': ['status', 'reviewedAt', 'reviewedByAdminId', 'rejectionReason'],
};

/**
 * What the server derives on a plain REST create (the initial statuses are the entities' own
 * `initial` values; strikes and suspensions are created by commands only, see their entities).
 */
const DERIVED: Record<string, (tx: Transaction, data: Record<string, unknown>) => Promise<Record<string, unknown>>> = {
  users: async (tx, data) => ({ ageBracket: ageBracketOn(String(data.dateOfBirth), tx.now), referralCode: await newReferralCode(tx) }),
  'verification-requests': async (_tx, data) => ({
    reviewDeadline: new Date(Date.parse(String(data.requestedOn)) + VERIFICATION_REVIEW_HOURS * 3_600_000).toISOString(),
  }),
};

/** An unused code in the shape users.referralCode takes ("REF-7K2Q9X"), looked up through the create's transaction. */
async function newReferralCode(reads: Reads): Promise<string> {
  for (;;) {
    const code = `REF-${randomBytes(4).readUInt32BE(0).toString(36).toUpperCase().padStart(7, '0')}`;
    if (!(await reads.count('users', { referralCode: code }))) return code;
  }
}

const commandOnly = (fields: string[]) =>
  new HttpError(409, `These fields change only through their commands: ${fields.join(', ')}.`, 'app.manageUsers.errors.command_only', {
    fields,
  });

export function registerManageUsersWriteRules(rules: WriteRules): void {
  for (const [collection, fields] of Object.entries(COMMAND_FIELDS)) {
    rules.add(collection, {
      async beforeCreate({ tx, data }) {
        const derive = DERIVED[collection];
        if (derive) Object.assign(data, await derive(tx, data));
      },
      beforeUpdate({ tx, current, data }) {
        const changed = fields.filter((f) => JSON.stringify(current[f] ?? null) !== JSON.stringify(data[f] ?? null));
        if (changed.length) throw commandOnly(changed);
        // The age bracket follows the date of birth, so an edited birth date cannot leave it stale.
        if (collection === 'users' && data.dateOfBirth !== current.dateOfBirth)
          data.ageBracket = ageBracketOn(String(data.dateOfBirth), tx.now);
      },
    });
  }
}
