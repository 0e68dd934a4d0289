import { Box, Typography } from '@mui/material';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../../domain/entities/orders';
import { OrderShowActions } from './OrderShowActions';
import { OrderStatusField } from './OrderStatusField';
import { OrderMoneyCard } from './OrderMoneyCard';
import { OrderDatesCard } from './OrderDatesCard';
import { OrderTimeline } from './OrderTimeline';
import { OrderWalletMovements } from './OrderWalletMovements';
import { CurrencyNote } from '../common/money/CurrencyNote';

const OrderTitle = () => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  return <>{order ? translate('app.money.orders.title', { reference: order.reference }) : ''}</>;
};

function OrderHeading() {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {order.reference}
      </Typography>
      <OrderStatusField source="status" />
      <Typography variant="body1" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {order.title}
      </Typography>
    </Box>
  );
}

/** /orders/:id/show: every money field, the parties and dates, the timeline and the wallet movements. */
export const OrderShow = () => (
  <Show title={<OrderTitle />} actions={<OrderShowActions />} component="div">
    <OrderHeading />
    <CurrencyNote />
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}
    >
      <OrderMoneyCard />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <OrderDatesCard />
        <OrderTimeline />
      </Box>
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <OrderWalletMovements />
      </Box>
    </Box>
  </Show>
);
