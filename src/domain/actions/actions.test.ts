import { PERMISSIONS } from '../permissions';
import { ACTIONS, canRunAction, findAction, sourceStatuses } from './index';
import { ACTION_PAYLOADS, PAYLOAD_TABLES, payloadOf } from './payloads';

/** The commands the specification names, plus the user-level ones of the brief. */
const REQUIRED: [string, string][] = [
  ['users', 'verify'],
  ['users', 'issue_strike'],
  ['users', 'suspend'],
  ['verification-requests', 'verify'],
  ['verification-requests', 'reject'],
  ['reports', 'send_warning'],
  ['reports', 'suspend_and_cancel'],
  ['reports', 'no_action'],
  ['suspensions', 'undo'],
  ['suspensions', 'restore'],
  ['strikes', 'uphold'],
  ['strikes', 'reverse'],
  ['strikes', 'reissue'],
  ['flagged-chats', 'mark_reviewed'],
  ['user-requests', 'approve_name_change'],
  ['user-requests', 'decline_name_change'],
  ['user-requests', 'approve_date_of_birth'],
  ['user-requests', 'fulfil_data_request'],
  ['user-requests', 'approve_account_recovery'],
  ['user-requests', 'reject_and_delete_account'],
  ['referrals', 'deactivate'],
  ['referrals', 'cancel'],
  ['orders', 'cancel_by_admin'],
  ['orders', 'release_escrow'],
  ['error-reports', 'resolve'],
  ['support-tickets', 'close'],
  ['support-tickets', 'reopen'],
  ['media', 'remove'],
  ['quickads', 'remove'],
];

describe('domain commands', () => {
  it.each(REQUIRED)('defines %s/%s', (resource, name) => {
    expect(findAction(resource, name)).toMatchObject({ resource, name });
  });

  it('finds nothing for unknown commands', () => {
    expect(findAction('users', 'no_such_command')).toBeUndefined();
    expect(findAction('no-such-resource', 'verify')).toBeUndefined();
  });

  it.each(ACTIONS.map((a) => [`${a.resource}/${a.name}`, a] as const))('%s is well formed', (_key, action) => {
    expect(PERMISSIONS).toContain(action.permission);
    if (action.machine || action.transition) {
      expect(action.machine?.transitions[action.transition ?? '']).toBeDefined();
      expect(action.guard).toBeUndefined();
    }
    // Strict payloads: an unknown field is refused.
    expect(payloadOf(action).safeParse({ surprise: 1 }).success).toBe(false);
  });

  it('requires a reason where the user is told why', () => {
    for (const [resource, name] of [
      ['verification-requests', 'reject'],
      ['users', 'issue_strike'],
      ['users', 'suspend'],
      ['user-requests', 'decline_name_change'],
      ['user-requests', 'reject_and_delete_account'],
      ['media', 'remove'],
      ['quickads', 'remove'],
    ]) {
      const payload = payloadOf(findAction(resource, name)!);
      expect(payload.safeParse({}).success, `${resource}/${name}`).toBe(false);
      expect(payload.safeParse({ reason: '   ' }).success, `${resource}/${name}`).toBe(false);
      expect(payload.safeParse({ reason: 'Spam' }).success, `${resource}/${name}`).toBe(true);
    }
  });

  it('takes a refund of zero or more, with at most 2 decimals, to cancel an order', () => {
    const payload = payloadOf(findAction('orders', 'cancel_by_admin')!);
    expect(payload.safeParse({ refundAmount: 0 }).success).toBe(true);
    expect(payload.safeParse({ refundAmount: 10.5, reason: 'Fraud' }).success).toBe(true);
    expect(payload.safeParse({ refundAmount: -1 }).success).toBe(false);
    expect(payload.safeParse({ refundAmount: 1.005 }).success).toBe(false);
    expect(payload.safeParse({}).success).toBe(false);
  });
});

describe('payload schemas', () => {
  it('gives every command one schema and names no other command', () => {
    const commands = ACTIONS.map((a) => `${a.resource}/${a.name}`).sort();
    expect(PAYLOAD_TABLES.flatMap((table) => Object.keys(table)).sort()).toEqual(commands);
    expect(Object.keys(ACTION_PAYLOADS).sort()).toEqual(commands);
  });

  it('says which command has no schema', () => {
    expect(() => payloadOf({ ...findAction('users', 'verify')!, name: 'no_such_command' })).toThrow('users/no_such_command');
  });
});

describe('canRunAction', () => {
  it('follows the machine for status-moving commands', () => {
    const uphold = findAction('strikes', 'uphold')!;
    expect(canRunAction(uphold, { status: 'appealed' })).toBe(true);
    expect(canRunAction(uphold, { status: 'issued' })).toBe(false);
    expect(canRunAction(uphold, {})).toBe(false);
  });

  it('follows the guard for commands that keep the status', () => {
    const release = findAction('orders', 'release_escrow')!;
    expect(sourceStatuses(release)).toEqual({ field: 'status', from: ['completed', 'partially_completed'] });
    expect(canRunAction(release, { status: 'completed' })).toBe(true);
    expect(canRunAction(release, { status: 'in_progress' })).toBe(false);
    const strike = findAction('users', 'issue_strike')!;
    expect(canRunAction(strike, { accountStatus: 'suspended' })).toBe(true);
    expect(canRunAction(strike, { accountStatus: 'deleted' })).toBe(false);
  });

  it('keeps each user-request command to its own type', () => {
    const approveName = findAction('user-requests', 'approve_name_change')!;
    expect(canRunAction(approveName, { type: 'name_change', status: 'pending' })).toBe(true);
    expect(canRunAction(approveName, { type: 'data_request', status: 'pending' })).toBe(false);
    expect(canRunAction(approveName, { type: 'name_change', status: 'approved' })).toBe(false);
  });

  it('lets commands that no status restricts run', () => {
    const unrestricted = ACTIONS.find((a) => sourceStatuses(a) === null);
    if (unrestricted) expect(canRunAction(unrestricted, {})).toBe(true);
  });
});
