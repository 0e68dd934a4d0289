import { userRequestIssues } from '../../src/domain/entities/userRequests';
import { ageBracketFor, userSchema } from '../../src/domain/entities/users';
import { USER_REQUEST_MACHINES, type UserRequestType } from '../../src/domain/machines';
import { HttpError } from '../http/errors';
import type { WriteRule } from '../rest/writeRules';
import type { Reads, Rec, Transaction } from '../store/store';
import type { ActionHandler } from './types';
import { EXPORT_AUDIT_ACTION } from './userDataExport';

type Detail = Record<string, unknown>;

async function userOf(tx: Transaction, request: Rec): Promise<Rec> {
  const user = await tx.get('users', request.userId as number);
  if (!user) throw new HttpError(409, 'The account of this request no longer exists.', 'app.moderation.errors.user_missing');
  return user;
}

/** Deleted accounts are kept for their records, but nothing may be applied to them any more. */
async function liveUserOf(tx: Transaction, request: Rec): Promise<Rec> {
  const user = await userOf(tx, request);
  if (user.accountStatus === 'deleted') throw new HttpError(409, 'This account has been deleted.', 'app.moderation.errors.account_deleted');
  return user;
}

function decide(tx: Transaction, request: Rec, status: string | null, decisionReason: string | null = null): Promise<Rec> {
  return tx.update('user-requests', request.id, { status, decisionReason, decidedAt: tx.now });
}

/**
 * Approve with verification: a name is only changed on an account whose identity has been
 * verified (User Verification), so the new name can be checked against a known person. People
 * change their first and last name; companies and government organisations their profile name.
 */
const approveNameChange: ActionHandler = async ({ tx, record, nextStatus }) => {
  const user = await liveUserOf(tx, record);
  if (user.verificationStatus !== 'verified') {
    throw new HttpError(409, "Verify the user's identity before approving a name change.", 'app.moderation.errors.needs_verification');
  }
  const change = record.nameChange as Detail;
  const patch =
    change.nameType === 'person'
      ? { firstName: change.newFirstName, lastName: String(change.newLastName ?? '').trim() || user.lastName }
      : { profileName: change.newFirstName };
  await tx.update('users', user.id, patch);
  return decide(tx, record, nextStatus);
};

/** Decline change, suspend account: the suspension is recorded like any other (source name_change). */
const declineNameChange: ActionHandler = async ({ tx, record, payload, admin, nextStatus }) => {
  const user = await liveUserOf(tx, record);
  const reason = String(payload.reason).trim();
  await tx.insert('suspensions', {
    userId: user.id,
    reason: `Name change declined: ${reason}`,
    suspendedAt: tx.now,
    status: 'suspended',
    liftedAt: null,
    source: 'name_change',
    suspendedByAdminId: admin.id,
  });
  if (user.accountStatus !== 'suspended') await tx.update('users', user.id, { accountStatus: 'suspended' });
  return decide(tx, record, nextStatus, reason);
};

/** The corrected date of birth goes on the profile, with the age bracket it implies. */
const approveDateOfBirth: ActionHandler = async ({ tx, record, nextStatus }) => {
  const user = await liveUserOf(tx, record);
  const requested = String((record.dateOfBirth as Detail).requested);
  await tx.update('users', user.id, { dateOfBirth: requested, ageBracket: ageBracketFor(ageOn(requested, tx.now)) });
  return decide(tx, record, nextStatus);
};

function ageOn(dateOfBirth: string, now: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const at = new Date(now);
  const beforeBirthday = at.getUTCMonth() + 1 < bm || (at.getUTCMonth() + 1 === bm && at.getUTCDate() < bd);
  return at.getUTCFullYear() - by - (beforeBirthday ? 1 : 0);
}

const declineDateOfBirth: ActionHandler = ({ tx, record, payload, nextStatus }) =>
  decide(tx, record, nextStatus, String(payload.reason).trim());

/** A data request is only fulfilled once its export was downloaded (the audit log shows the download). */
async function exportedBefore(reads: Reads, requestId: number | string): Promise<boolean> {
  return (await reads.count('audit-log', { action: EXPORT_AUDIT_ACTION, resource: 'user-requests', recordId: Number(requestId) })) > 0;
}

const fulfilDataRequest: ActionHandler = async ({ tx, record, nextStatus }) => {
  if (!(await exportedBefore(tx, record.id))) {
    throw new HttpError(409, "Download the user's data before marking the request fulfilled.", 'app.moderation.errors.export_first');
  }
  return decide(tx, record, nextStatus);
};

/**
 * Account recovery approved: the new contact replaces the lost phone or email. It must be a
 * valid one and not belong to another account.
 */
const approveAccountRecovery: ActionHandler = async ({ tx, record, nextStatus }) => {
  const user = await liveUserOf(tx, record);
  const answers = record.accountRecovery as Detail;
  const field = answers.lostPhoneOrEmail === 'email' ? 'email' : 'phone';
  const contact = String(answers.newContact).trim();
  if (!userSchema.shape[field].safeParse(contact).success) {
    throw new HttpError(409, `The new contact is not a valid ${field}.`, 'app.moderation.errors.invalid_contact');
  }
  if ((await tx.idsWithContact('users', field, contact)).some((id) => id !== user.id)) {
    throw new HttpError(409, 'Another account already uses this contact.', 'app.moderation.errors.contact_in_use');
  }
  await tx.update('users', user.id, { [field]: contact });
  return decide(tx, record, nextStatus);
};

/** Reject and delete: the account is marked deleted, never removed, so its records stay whole. */
const rejectAndDeleteAccount: ActionHandler = async ({ tx, record, payload, nextStatus }) => {
  const user = await liveUserOf(tx, record);
  await tx.update('users', user.id, { accountStatus: 'deleted', online: false });
  return decide(tx, record, nextStatus, String(payload.reason).trim());
};

export const userRequestHandlers: Record<string, ActionHandler> = {
  approve_name_change: approveNameChange,
  decline_name_change: declineNameChange,
  approve_date_of_birth: approveDateOfBirth,
  decline_date_of_birth: declineDateOfBirth,
  fulfil_data_request: fulfilDataRequest,
  approve_account_recovery: approveAccountRecovery,
  reject_and_delete_account: rejectAndDeleteAccount,
};

/** Fields that only commands change (or that never change once the request exists). */
const COMMAND_FIELDS = ['status', 'decisionReason', 'decidedAt', 'type', 'userId'];

function refuseIssues(data: Record<string, unknown>): void {
  const issues = userRequestIssues(data as Parameters<typeof userRequestIssues>[0]);
  if (issues.length) throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', { errors: { root: issues.join('; ') } });
}

/**
 * Plain REST: a new request starts pending with the detail of its type; afterwards only the
 * commands decide it (they also change the account, which a bare status write would skip).
 */
export const userRequestWriteRule: WriteRule = {
  beforeCreate({ data }) {
    Object.assign(data, { status: USER_REQUEST_MACHINES[data.type as UserRequestType].initial, decisionReason: null, decidedAt: null });
    refuseIssues(data);
  },
  beforeUpdate({ current, data }) {
    const changed = COMMAND_FIELDS.filter((k) => JSON.stringify(data[k]) !== JSON.stringify(current[k]));
    if (changed.length) {
      throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', {
        errors: Object.fromEntries(changed.map((k) => [k, 'Changed only through its command.'])),
      });
    }
    refuseIssues(data);
  },
};
