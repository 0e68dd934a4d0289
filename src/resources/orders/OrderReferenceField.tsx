import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext } from 'react-admin';
import type { Order } from '../../domain/entities/orders';

/** The order id as a link to the order's page, so the list is usable from the keyboard too. */
export function OrderReferenceField() {
  const order = useRecordContext<Order>();
  const createPath = useCreatePath();
  if (!order) return null;
  return (
    <MuiLink component={Link} to={createPath({ resource: 'orders', id: order.id, type: 'show' })} underline="hover">
      {order.reference}
    </MuiLink>
  );
}
