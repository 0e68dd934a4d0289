import { describe, expect, it } from 'vitest';
import { bucketLabel } from './bucketLabel';

describe('bucketLabel', () => {
  it('names a month by month and year, a day or week by day and month, in UTC', () => {
    expect(bucketLabel('2026-11', 'month', 'en')).toBe('Nov 2026');
    expect(bucketLabel('2026-11-01', 'day', 'en')).toBe('Nov 1');
    expect(bucketLabel('2026-11-30', 'week', 'en')).toBe('Nov 30');
    expect(bucketLabel('2026-11', 'month', 'hi')).toBe(
      new Date(Date.UTC(2026, 10, 1)).toLocaleDateString('hi', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    );
  });
});
