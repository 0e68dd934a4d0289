import { auditChangeRows, formatAuditValue } from './formatAuditValue';
import { WITHHELD } from '../../../domain/auditVisibility';

describe('formatAuditValue', () => {
  it('reads plain values, lists and objects', () => {
    expect(formatAuditValue(null)).toBeNull();
    expect(formatAuditValue('active')).toBe('active');
    expect(formatAuditValue(3)).toBe('3');
    expect(formatAuditValue(false)).toBe('false');
    expect(formatAuditValue(['Yoga', 'Baking'])).toBe('Yoga, Baking');
    expect(formatAuditValue({ a: 1, b: [1, 2] })).toBe('{ "a": 1, "b": [ 1, 2 ] }');
  });
  it('shortens very long values', () => {
    const text = formatAuditValue('x'.repeat(1000))!;
    expect(text.length).toBe(401);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('auditChangeRows', () => {
  it('lists each changed field with readable sides', () => {
    expect(
      auditChangeRows({ status: { before: 'active', after: 'revoked' }, inviteExpiresAt: { before: null, after: '2026-01-01' } }),
    ).toEqual([
      { field: 'status', before: 'active', after: 'revoked', withheld: false },
      { field: 'inviteExpiresAt', before: null, after: '2026-01-01', withheld: false },
    ]);
    expect(auditChangeRows(null)).toEqual([]);
  });
  it('keeps the fields whose values the server withheld, marked, with neither value', () => {
    expect(auditChangeRows({ phone: { before: WITHHELD, after: WITHHELD }, status: { before: 'a', after: 'a' } })).toEqual([
      { field: 'phone', before: null, after: null, withheld: true },
    ]);
  });
});
