import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box } from '@mui/material';
import type { Order } from '../../domain/entities/orders';
import { ORDER_STATUS_ROUTES } from '../../domain/navigation';
import { AppButton } from '../../shell/buttons/AppButton';
import { PrintReceiptButton } from './PrintReceiptButton';
import { ReleaseEscrowButton } from './ReleaseEscrowButton';
import { CancelOrderButton } from './CancelOrderButton';

/** Back to the list of the order's status, the receipt, and the money commands its status allows. */
export function OrderShowActions() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const list = ORDER_STATUS_ROUTES.find((r) => r.status === order?.status);
  return (
    <TopToolbar sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {list ? (
        <AppButton variant="cancel" component={Link} to={list.path} startIcon={<ArrowBack />}>
          {translate(`app.enums.orderStatus.${list.status}`)}
        </AppButton>
      ) : null}
      <Box sx={{ flex: 1 }} />
      <PrintReceiptButton />
      <ReleaseEscrowButton />
      <CancelOrderButton />
    </TopToolbar>
  );
}
