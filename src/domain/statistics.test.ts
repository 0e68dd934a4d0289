import { bucketOf, bucketsBetween, granularityFor, isDay, presetRange } from './statistics';

describe('statistics ranges and buckets', () => {
  it('accepts only real days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    for (const s of ['2026-02-30', '2026-13-01', '2026-1-01', '', 'yesterday']) expect(isDay(s)).toBe(false);
  });

  it('computes presets ending today, both ends inclusive', () => {
    const today = Date.parse('2026-03-01T15:00:00.000Z');
    expect(presetRange('last_7_days', today)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last_12_months', today)).toEqual({ from: '2025-03-02', to: '2026-03-01' });
    expect(presetRange('year_to_date', today)).toEqual({ from: '2026-01-01', to: '2026-03-01' });
  });

  it('picks days, weeks or months so a chart keeps a readable number of points', () => {
    expect(granularityFor({ from: '2026-01-01', to: '2026-03-03' })).toBe('day');
    expect(granularityFor({ from: '2026-01-01', to: '2026-03-04' })).toBe('week');
    expect(granularityFor({ from: '2025-01-01', to: '2026-01-01' })).toBe('month');
    expect(granularityFor({ from: null, to: '2026-01-01' })).toBe('month');
  });

  it('starts weeks on Monday and lists every bucket in order', () => {
    expect(bucketOf('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(bucketOf('2026-11-16', 'week')).toBe('2026-11-16');
    expect(bucketsBetween('2025-11-30', '2026-02-01', 'month')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(bucketsBetween('2026-11-20', '2026-12-01', 'week')).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(bucketsBetween('2026-02-27', '2026-03-02', 'day')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
