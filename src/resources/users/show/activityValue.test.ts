import { describe, expect, it } from 'vitest';
import { activityValue } from './activityValue';
import { WITHHELD } from '../../../domain/auditVisibility';

const labels: Record<string, string> = {
  'app.enums.suspensionSource.manual': 'An administrator',
  'app.enums.accountStatus.suspended': 'Suspended',
  'app.manageUsers.activity.admin_ref': 'Administrator #%{id}',
  'app.manageUsers.activity.user_ref': 'User #%{id}',
  'app.enums.rateStatus.removed': 'Removed',
  'app.manageUsers.activity.entries': '%{smart_count} entries',
  'app.administration.audit.withheld': 'Hidden',
};
const translate = (key: string, options: Record<string, unknown> = {}) =>
  (labels[key] ?? (options._ as string | undefined) ?? key).replace(/%\{(\w+)\}/g, (_m, k: string) => String(options[k]));

describe('activity values as people read them (#20.9)', () => {
  it('writes instants in the language’s date format, not as ISO text', () => {
    const shown = activityValue('suspensions', 'suspendedAt', '2026-11-24T02:49:04.135Z', translate, 'en-GB');
    expect(shown).not.toContain('T02:49');
    expect(shown).toMatch(/24 Nov 2026/);
  });

  it('labels enum values per collection and field, and names other records', () => {
    expect(activityValue('suspensions', 'source', 'manual', translate, 'en')).toBe('An administrator');
    expect(activityValue('users', 'accountStatus', 'suspended', translate, 'en')).toBe('Suspended');
    expect(activityValue('suspensions', 'suspendedByAdminId', 1, translate, 'en')).toBe('Administrator #1');
    expect(activityValue('strikes', 'userId', 42, translate, 'en')).toBe('User #42');
    expect(activityValue('strikes', 'reason', null, translate, 'en')).toBe('—');
  });

  it('shows the label of a value the server withheld, never the marker (#36)', () => {
    expect(activityValue('users', 'phone', WITHHELD, translate, 'en')).toBe('Hidden');
  });

  it('labels a rate’s status and counts the entries of a history instead of writing its JSON', () => {
    expect(activityValue('commission-rates', 'status', 'removed', translate, 'en')).toBe('Removed');
    const history = [{ rate: 7.25, at: '2026-11-25T02:01:37.614Z', byAdminId: 1, change: 'granted' }];
    const shown = activityValue('commission-rates', 'history', [...history, { ...history[0], change: 'changed' }], translate, 'en');
    expect(shown).toBe('2 entries');
    expect(activityValue('users', 'languages', ['en', 'hi'], translate, 'en')).toBe('en, hi');
  });
});
