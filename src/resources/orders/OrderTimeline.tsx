import { Box, Typography } from '@mui/material';
import { DateField, RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../../domain/entities/orders';
import { DetailCard } from './DetailCard';
import { OrderStatusField } from './OrderStatusField';
import { AdminReferenceField } from '../common/people/AdminReferenceField';

/** The order's status changes, oldest first, with who made each (an administrator or the marketplace). */
export function OrderTimeline() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <DetailCard title="app.money.orders.timeline">
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {order.statusHistory.map((change, i) => (
          <RecordContextProvider key={`${change.at}-${i}`} value={change}>
            <Box
              component="li"
              sx={{
                position: 'relative',
                pl: 3,
                pb: 2,
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: 6,
                  top: 6,
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                },
                '&:not(:last-of-type)::after': {
                  content: '""',
                  position: 'absolute',
                  left: 10,
                  top: 18,
                  bottom: 0,
                  width: 2,
                  bgcolor: 'divider',
                },
              }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <OrderStatusField source="status" />
                <DateField source="at" showTime />
              </Box>
              <Typography variant="body2" color="text.secondary" component="div">
                {change.byAdminId === null ? (
                  translate('app.money.orders.by_marketplace')
                ) : (
                  <>
                    {translate('app.money.orders.by_admin')} <AdminReferenceField source="byAdminId" />
                  </>
                )}
              </Typography>
              {change.note ? <Typography variant="body2">{change.note}</Typography> : null}
            </Box>
          </RecordContextProvider>
        ))}
      </Box>
    </DetailCard>
  );
}
