import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { WITHHELD } from '../auditVisibility';
import { readableChanges, type ChangeContext } from './auditChanges';
import { exportCell, type Translate } from './exportCells';

function lookup(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}
const translate: Translate = (key, options = {}) => (lookup(key) ?? options._ ?? key).split('||||')[0].trim();
const ctx: ChangeContext = { translate, locales: 'en-US', timeZone: 'Asia/Kolkata', countryName: (code) => code };
const changes = (resource: string, c: Record<string, { before: unknown; after: unknown }>) => readableChanges(resource, c, ctx, exportCell);

describe('readableChanges (#39.12: the audit log in words)', () => {
  it('labels a field from the catalogue and writes its values as the collection’s list does', () => {
    expect(
      changes('verification-requests', {
        status: { before: 'pending', after: 'verified' },
        reviewedAt: { before: null, after: '2026-11-27T20:00:00.000Z' },
        reviewedByAdminId: { before: null, after: 3 },
      }),
    ).toEqual([
      { field: 'status', label: 'Status', before: { text: 'Pending' }, after: { text: 'Verified' }, withheld: false },
      { field: 'reviewedAt', label: 'Reviewed on', before: { text: '—' }, after: { text: '11/28/2026, 1:30:00 AM' }, withheld: false },
      // An id is the record it names: the screen links it, the file writes its name.
      {
        field: 'reviewedByAdminId',
        label: 'Reviewed by',
        before: { text: '—' },
        after: { collection: 'admins', id: '3' },
        withheld: false,
      },
    ]);
  });

  it('writes a field no column describes plainly: local times, yes/no, lists and objects spelled out, never JSON', () => {
    const [time, flag, list, object] = changes('users', {
      lastSeenAt: { before: null, after: '2026-11-27T20:00:00.000Z' },
      emailVerified: { before: false, after: true },
      interests: { before: [], after: ['Yoga', 'Baking'] },
      currentInfo: { before: null, after: { firstName: 'Asha', dateOfBirth: '1990-05-01' } },
    });
    expect(time.after).toEqual({ text: '11/28/2026, 1:30:00 AM' });
    expect(flag.after).toEqual({ text: 'Yes' });
    expect(list.after).toEqual({ text: 'Yoga; Baking' });
    expect(object.after).toEqual({ text: 'First name: Asha, Date of birth: 5/1/1990' });
  });

  it('keeps a field whose values the server withheld, marked hidden, and drops unchanged pairs', () => {
    expect(changes('users', { phone: { before: WITHHELD, after: WITHHELD }, city: { before: 'Pune', after: 'Pune' } })).toEqual([
      {
        field: 'phone',
        label: 'Phone number',
        before: { text: 'Hidden from your role' },
        after: { text: 'Hidden from your role' },
        withheld: true,
      },
    ]);
    expect(changes('users', null as never)).toEqual([]);
  });

  it('labels a list import’s status, a collection without an export', () => {
    expect(changes('list-imports', { status: { before: 'previewed', after: 'applied' } })[0]).toMatchObject({
      before: { text: 'Previewed' },
      after: { text: 'Applied' },
    });
  });
});
