import { maxValue, minValue, required, type Validator } from 'react-admin';

/** At most two decimals, as the server's `percent` schema; tolerant of binary noise (12.3 × 100). */
export const twoDecimals: Validator = (value: unknown) =>
  typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6 ? 'app.money.rates.errors.two_decimals' : undefined;

/** A commission rate: 0 to 100 percent, two decimals. */
export const validateRate = [required(), minValue(0), maxValue(100), twoDecimals];
