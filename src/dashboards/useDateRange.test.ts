import { readRange } from './useDateRange';

const now = Date.parse('2026-11-22T00:00:00.000Z');
const read = (q: string) => readRange(new URLSearchParams(q), now);

describe('readRange', () => {
  it('defaults to the last 12 months', () => {
    expect(read('')).toEqual({ choice: 'last_12_months', range: { from: '2025-11-23', to: '2026-11-22' } });
  });

  it('reads presets', () => {
    expect(read('range=last_7_days').range).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(read('range=year_to_date').range).toEqual({ from: '2026-01-01', to: '2026-11-22' });
    expect(read('range=all_time')).toEqual({ choice: 'all_time', range: { from: null, to: null } });
  });

  it('reads a custom range, which wins over a preset', () => {
    expect(read('range=last_7_days&from=2026-01-01&to=2026-03-31')).toEqual({
      choice: 'custom',
      range: { from: '2026-01-01', to: '2026-03-31' },
    });
  });

  it('ignores unreadable or reversed ranges', () => {
    expect(read('from=2026-02-30&to=2026-03-31').choice).toBe('last_12_months');
    expect(read('from=2026-04-01&to=2026-03-31').choice).toBe('last_12_months');
    expect(read('range=forever').choice).toBe('last_12_months');
  });
});
