import { describe, expect, it } from 'vitest';
import { hasStrikeExpired, isStrikeActive, strikeExpiresAt } from './strikePolicy';

describe('strike policy', () => {
  it('expires a strike 90 days after it was issued', () => {
    expect(strikeExpiresAt('2026-01-01T10:00:00.000Z')).toBe('2026-04-01T10:00:00.000Z');
  });

  it('counts issued, appealed, upheld and re-issued strikes until they expire', () => {
    const now = '2026-02-01T00:00:00.000Z';
    const live = { expiresAt: '2026-03-01T00:00:00.000Z' };
    for (const status of ['issued', 'appealed', 'upheld', 'reissued']) expect(isStrikeActive({ ...live, status }, now)).toBe(true);
    expect(isStrikeActive({ ...live, status: 'reversed' }, now)).toBe(false);
    expect(isStrikeActive({ status: 'issued', expiresAt: now }, now)).toBe(false);
    expect(hasStrikeExpired({ expiresAt: now }, now)).toBe(true);
    expect(hasStrikeExpired(live, now)).toBe(false);
  });
});
