import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatMoney } from '../../domain/money';

/**
 * An amount as the specification writes it ('15,203.00'). The currency is the marketplace's one
 * currency (docs/decisions/0007-one-currency-us-dollars.md), so it is stated once per page rather than on every figure.
 * In a list, give its column `align: 'right'` so the figures line up.
 */
export function MoneyField(props: FieldProps) {
  const value = useFieldValue(props);
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {typeof value === 'number' ? formatMoney(value) : '—'}
    </Typography>
  );
}
