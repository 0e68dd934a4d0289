import { Typography } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

/** A commission rate as "12.5%". */
export function PercentField(props: FieldProps) {
  const value = useFieldValue(props);
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {typeof value === 'number' ? translate('app.money.percent', { rate: value }) : '—'}
    </Typography>
  );
}
