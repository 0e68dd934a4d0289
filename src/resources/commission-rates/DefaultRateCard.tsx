import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_COMMISSION_RATE } from '../../domain/constants';

/** The platform's default rate (specification section 9), which every user pays unless granted a custom one. */
export function DefaultRateCard() {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby="default-rate-heading">
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2 }}>
        <Typography id="default-rate-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {translate('app.money.rates.default_title')}
        </Typography>
        <Typography variant="h4" component="p" data-testid="default-rate" sx={{ fontWeight: 700 }}>
          {translate('app.money.percent', { rate: DEFAULT_COMMISSION_RATE })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {translate('app.money.rates.default_text')}
        </Typography>
      </CardContent>
    </Card>
  );
}
