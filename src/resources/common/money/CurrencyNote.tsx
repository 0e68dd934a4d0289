import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Says once per screen which currency every amount is in (the marketplace has one). */
export function CurrencyNote() {
  const translate = useTranslate();
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, py: 1 }}>
      {translate('app.money.currency_note')}
    </Typography>
  );
}
