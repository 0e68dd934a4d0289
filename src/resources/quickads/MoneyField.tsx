import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { formatMoney } from '../../domain/money';

/** A money amount as the specification writes it (15,203.00), in the admin's locale grouping. */
export function MoneyField({ source }: FieldProps) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source];
  if (typeof value !== 'number') return null;
  return (
    <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(value, locale === 'hi' ? 'en-IN' : 'en-US')}
    </Typography>
  );
}
