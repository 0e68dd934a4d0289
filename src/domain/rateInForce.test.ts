import { rateInForce, rateTookEffect } from './rateInForce';
import { DEFAULT_COMMISSION_RATE } from './constants';
import type { CommissionRateChange } from './entities/commissionRates';

const change = (at: string, rate: number, kind: CommissionRateChange['change']): CommissionRateChange => ({
  at,
  rate,
  change: kind,
  byAdminId: 1,
});

const history = [
  change('2026-01-10T00:00:00.000Z', 12.5, 'granted'),
  change('2026-03-01T00:00:00.000Z', 15, 'changed'),
  change('2026-06-01T00:00:00.000Z', 15, 'removed'),
  change('2026-09-01T00:00:00.000Z', 8.25, 'granted'),
];
const rates = [
  { userId: 7, history },
  { userId: 9, history: [change('2025-01-01T00:00:00.000Z', 5, 'granted')] },
];

describe('rateInForce', () => {
  it('uses the default rate before any grant and for users without a custom rate', () => {
    expect(DEFAULT_COMMISSION_RATE).toBe(20);
    expect(rateInForce(7, rates, '2026-01-09T23:59:59.999Z')).toBe(20);
    expect(rateInForce(42, rates, '2026-05-01T00:00:00.000Z')).toBe(20);
    expect(rateInForce(7, [], '2026-05-01T00:00:00.000Z')).toBe(20);
  });

  it('follows grants, changes, removals and re-grants, each from its own instant on', () => {
    expect(rateInForce(7, rates, '2026-01-10T00:00:00.000Z')).toBe(12.5);
    expect(rateInForce(7, rates, '2026-02-28T12:00:00.000Z')).toBe(12.5);
    expect(rateInForce(7, rates, '2026-03-01T00:00:00.000Z')).toBe(15);
    expect(rateInForce(7, rates, '2026-06-01T00:00:00.000Z')).toBe(20);
    expect(rateInForce(7, rates, '2026-08-31T00:00:00.000Z')).toBe(20);
    expect(rateInForce(7, rates, '2026-10-01T00:00:00.000Z')).toBe(8.25);
  });

  it("never reads another user's rate", () => {
    expect(rateInForce(9, rates, '2026-02-01T00:00:00.000Z')).toBe(5);
    expect(rateInForce(9, rates, '2024-12-31T00:00:00.000Z')).toBe(20);
  });

  it('keeps a 0% custom rate (it is not the absence of a rate)', () => {
    expect(rateInForce(3, [{ userId: 3, history: [change('2026-01-01T00:00:00.000Z', 0, 'granted')] }], '2026-02-01T00:00:00.000Z')).toBe(
      0,
    );
  });

  it('lets the most recently changed record win when two records overlap', () => {
    const overlapping = [
      { userId: 5, history: [change('2026-01-01T00:00:00.000Z', 10, 'granted')] },
      { userId: 5, history: [change('2026-02-01T00:00:00.000Z', 3, 'granted')] },
    ];
    expect(rateInForce(5, overlapping, '2026-01-15T00:00:00.000Z')).toBe(10);
    expect(rateInForce(5, overlapping, '2026-03-01T00:00:00.000Z')).toBe(3);
  });
});

describe('rateTookEffect (#39.5: the list read "18 % since" the 5 % grant)', () => {
  const since = '2026-01-10T00:00:00.000Z';
  it('is the grant while the rate was never changed', () => {
    expect(rateTookEffect({ since, history: [change(since, 12.5, 'granted')] })).toBe(since);
  });

  it('is the change that set the rate shown, not the first grant', () => {
    // Commission rate record 13: granted at 5 %, changed to 18 % months later.
    const record13 = {
      since: '2026-04-23T21:55:16.000Z',
      history: [change('2026-04-23T21:55:16.000Z', 5, 'granted'), change('2026-08-20T19:27:58.000Z', 18, 'changed')],
    };
    expect(rateTookEffect(record13)).toBe('2026-08-20T19:27:58.000Z');
  });

  it('keeps the date the removed rate took effect, and follows a grant after a removal', () => {
    expect(rateTookEffect({ since, history: history.slice(0, 3) })).toBe('2026-03-01T00:00:00.000Z');
    expect(rateTookEffect({ since: '2026-09-01T00:00:00.000Z', history })).toBe('2026-09-01T00:00:00.000Z');
  });

  it('falls back to the stored date for a record without history', () => {
    expect(rateTookEffect({ since, history: [] })).toBe(since);
  });
});
