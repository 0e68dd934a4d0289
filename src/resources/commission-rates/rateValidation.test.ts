import { twoDecimals } from './rateValidation';

describe('twoDecimals', () => {
  it('accepts whole numbers and up to two decimals, binary noise included', () => {
    for (const v of [0, 7, 12.5, 17.25, 99.99, 100, 0.1 + 0.2]) expect(twoDecimals(Math.round(v * 100) / 100, {}, {})).toBeUndefined();
    expect(twoDecimals(12.3, {}, {})).toBeUndefined();
  });

  it('refuses a third decimal', () => {
    expect(twoDecimals(12.345, {}, {})).toBe('app.money.rates.errors.two_decimals');
    expect(twoDecimals(0.001, {}, {})).toBe('app.money.rates.errors.two_decimals');
  });
});
