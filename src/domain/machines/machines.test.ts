import { canTransition, nextStatus, TransitionError } from '../machine';
import { MACHINES, USER_REQUEST_MACHINES, USER_REQUEST_STATUSES, type AnyMachine } from './index';

/**
 * The allowed moves of every flow, written out independently of the machine definitions:
 * [from, action, to]. Everything else (every state × action pair not listed) must be refused.
 */
const ALLOWED: Record<string, [string, string, string][]> = {
  'verification request': [
    ['pending', 'verify', 'verified'],
    ['pending', 'reject', 'rejected'],
  ],
  'user verification': [
    ['unverified', 'verify', 'verified'],
    ['not_verified', 'verify', 'verified'],
    ['unverified', 'reject', 'not_verified'],
    ['not_verified', 'reject', 'not_verified'],
  ],
  account: [
    ['active', 'suspend', 'suspended'],
    ['suspended', 'reinstate', 'active'],
    ['active', 'delete', 'deleted'],
    ['suspended', 'delete', 'deleted'],
  ],
  strike: [
    ['issued', 'appeal', 'appealed'],
    ['reissued', 'appeal', 'appealed'],
    ['appealed', 'uphold', 'upheld'],
    ['issued', 'reverse', 'reversed'],
    ['appealed', 'reverse', 'reversed'],
    ['upheld', 'reverse', 'reversed'],
    ['reissued', 'reverse', 'reversed'],
    ['reversed', 'reissue', 'reissued'],
  ],
  suspension: [
    ['suspended', 'undo', 'lifted'],
    ['suspended', 'restore', 'restored'],
  ],
  'flagged chat': [['awaiting_review', 'mark_reviewed', 'reviewed']],
  order: [
    ['waiting_for_applicants', 'accept_applicant', 'published'],
    ['published', 'start', 'in_progress'],
    ['in_progress', 'complete', 'completed'],
    ['in_progress', 'complete_partially', 'partially_completed'],
    ['waiting_for_applicants', 'expire', 'expired'],
    ['published', 'expire', 'expired'],
    ['in_progress', 'fail', 'failed'],
    ['waiting_for_applicants', 'cancel_by_customer', 'customer_cancelled'],
    ['published', 'cancel_by_customer', 'customer_cancelled'],
    ['in_progress', 'cancel_by_customer', 'customer_cancelled'],
    ['published', 'cancel_by_provider', 'cancelled_by_iw'],
    ['in_progress', 'cancel_by_provider', 'cancelled_by_iw'],
    ['waiting_for_applicants', 'cancel_by_admin', 'cancelled_by_admin'],
    ['published', 'cancel_by_admin', 'cancelled_by_admin'],
    ['in_progress', 'cancel_by_admin', 'cancelled_by_admin'],
  ],
  report: [
    ['open', 'send_warning', 'warned'],
    ['open', 'suspend_and_cancel', 'actioned'],
    ['open', 'no_action', 'dismissed'],
  ],
  'name change request': [
    ['pending', 'approve', 'approved'],
    ['pending', 'decline', 'declined'],
  ],
  'date of birth request': [
    ['pending', 'approve', 'approved'],
    ['pending', 'decline', 'declined'],
  ],
  'data request': [['pending', 'fulfil', 'fulfilled']],
  'account recovery request': [
    ['pending', 'approve', 'approved'],
    ['pending', 'reject_and_delete', 'rejected'],
  ],
  'referral link': [
    ['active', 'deactivate', 'deactivated'],
    ['active', 'cancel', 'cancelled'],
    ['deactivated', 'cancel', 'cancelled'],
    ['active', 'expire', 'expired'],
  ],
  'list import': [
    ['previewed', 'apply', 'applied'],
    ['applied', 'revert', 'reverted'],
  ],
  'error report': [['open', 'resolve', 'resolved']],
  'support ticket': [
    ['open', 'close', 'closed'],
    ['pending', 'close', 'closed'],
    ['closed', 'reopen', 'open'],
  ],
  'quick ad': [
    ['draft', 'publish', 'published'],
    ['published', 'close', 'closed'],
    ['published', 'remove', 'removed'],
  ],
  'media item': [['visible', 'remove', 'removed']],
};

const machines: AnyMachine[] = MACHINES.map((b) => b.machine);

/** Every state × action pair of a machine that ALLOWED does not list. */
function forbidden(machine: AnyMachine): [string, string][] {
  const allowed = new Set(ALLOWED[machine.name].map(([from, action]) => `${from}/${action}`));
  return machine.states.flatMap((state) =>
    Object.keys(machine.transitions)
      .filter((action) => !allowed.has(`${state}/${action}`))
      .map((action): [string, string] => [state, action]),
  );
}

describe('status machines', () => {
  it('has an expectation table for exactly the registered machines', () => {
    expect(machines.map((m) => m.name).sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it('defines exactly the listed transitions', () => {
    for (const machine of machines) {
      const defined = Object.entries(machine.transitions).flatMap(([action, t]) => t.from.map((from) => [from, action, t.to]));
      expect(defined.sort(), machine.name).toEqual([...ALLOWED[machine.name]].sort());
    }
  });

  it('starts every machine in one of its states', () => {
    for (const machine of machines) expect(machine.states, machine.name).toContain(machine.initial);
  });

  describe.each(machines.map((m) => [m.name, m] as const))('%s', (_name, machine) => {
    it.each(ALLOWED[machine.name])('allows %s --%s--> %s', (from, action, to) => {
      expect(canTransition(machine, from, action)).toBe(true);
      expect(nextStatus(machine, from, action)).toBe(to);
    });

    const refused = forbidden(machine);
    it.runIf(refused.length > 0).each(refused)('refuses %s --%s-->', (from, action) => {
      expect(canTransition(machine, from, action)).toBe(false);
      expect(() => nextStatus(machine, from, action)).toThrow(TransitionError);
    });

    it('refuses unknown statuses and actions', () => {
      const action = Object.keys(machine.transitions)[0];
      expect(canTransition(machine, 'no_such_status', action)).toBe(false);
      expect(canTransition(machine, machine.initial, 'no_such_action')).toBe(false);
      expect(() => nextStatus(machine, machine.initial, 'no_such_action')).toThrow(TransitionError);
    });
  });

  it('lists every user-request status once', () => {
    const union = new Set(Object.values(USER_REQUEST_MACHINES).flatMap((m) => [...m.states]));
    expect([...USER_REQUEST_STATUSES].sort()).toEqual([...union].sort());
  });
});
