import type { ReactNode } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { DateField, useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../../domain/entities/orders';
import { formatMoney, round2 } from '../../domain/money';
import { ServiceTypeField } from './ServiceTypeField';
import { UserNameField } from '../common/people/UserNameField';

export const RECEIPT_ELEMENT_ID = 'order-receipt';

function Line({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5, fontWeight: strong ? 700 : 400 }}>
      <span>{label}</span>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</span>
    </Box>
  );
}

/** The customer's receipt: what was bought, each payment with its date, refunds, and the net paid. */
export function OrderReceipt() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  const t = (field: keyof Order) => translate(`resources.orders.fields.${field}`);
  return (
    <Box id={RECEIPT_ELEMENT_ID} sx={{ p: 3, color: 'text.primary', bgcolor: 'background.paper', maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {translate('app.name')}
      </Typography>
      <Typography variant="subtitle1">{translate('app.money.receipt.heading')}</Typography>
      <Box sx={{ my: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, typography: 'body2' }}>
        <span>{t('receiptNumber')}</span>
        <strong>{order.receiptNumber}</strong>
        <span>{t('reference')}</span>
        <span>{order.reference}</span>
        <span>{t('paymentDate')}</span>
        <DateField source="paymentDate" showTime />
        <span>{t('customerId')}</span>
        <UserNameField source="customerId" link={false} />
        <span>{t('serviceType')}</span>
        <ServiceTypeField source="serviceType" />
        <span>{t('title')}</span>
        <span>{order.title}</span>
      </Box>
      <Divider />
      <Box sx={{ typography: 'body2', my: 1 }}>
        <Line
          label={`${t('pricePerInfluencer')} · ${translate('app.money.orders.price_times_count', { price: formatMoney(order.pricePerInfluencer), count: order.influencerCount })}`}
          value={formatMoney(order.totalPrice)}
        />
        <Line label={t('initialDeposit')} value={formatMoney(order.initialDeposit)} />
        {order.additionalDeposits.map((d) => (
          <Line
            key={d.date}
            label={
              <>
                {t('additionalDeposits')} · <DateField record={d} source="date" />
              </>
            }
            value={formatMoney(d.amount)}
          />
        ))}
        {order.refundedAmount > 0 ? <Line label={t('refundedAmount')} value={`−${formatMoney(order.refundedAmount)}`} /> : null}
      </Box>
      <Divider />
      <Box sx={{ typography: 'subtitle1', mt: 1 }}>
        <Line label={translate('app.money.receipt.net_paid')} value={formatMoney(round2(order.totalPrice - order.refundedAmount))} strong />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
        {translate('app.money.currency_note')}
      </Typography>
    </Box>
  );
}
