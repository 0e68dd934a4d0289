import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { enumKey } from '../../common/enumChoices';
import { maskCard } from './maskCard';
import { RelatedEmpty } from './RelatedEmpty';

/**
 * The user's saved card (brand, last four digits, expiry) and addresses. Only rendered for
 * roles with payments.view; the API refuses the others anyway.
 */
export function UserPaymentTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data, isPending } = useGetList(
    'payment-details',
    { filter: { userId: record?.id }, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: !!record },
  );
  if (!record || isPending) return null;
  if (!data?.length) return <RelatedEmpty messageKey="app.manageUsers.user.no_payment_details" />;
  return (
    <Grid container spacing={2}>
      {data.map((p) => (
        <Grid key={p.id} size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
                <CreditCardOutlined aria-hidden />
                <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="masked-card">
                  {translate(enumKey('cardBrand', String(p.cardBrand)))} {maskCard(p.cardLast4)}
                </Typography>
                <Typography color="text.secondary">{translate('app.manageUsers.user.card_expires', { expiry: p.cardExpiry })}</Typography>
              </Box>
              <Typography variant="caption" color="text.secondary" component="p">
                {translate('app.manageUsers.related.payment.billingAddress')}
              </Typography>
              <Typography sx={{ mb: 1 }}>{p.billingAddress}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {translate('app.manageUsers.related.payment.postalAddress')}
              </Typography>
              <Typography>{p.postalAddress}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
