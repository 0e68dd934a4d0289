import type { FieldProps } from 'react-admin';
import type { OrderStatus } from '../../domain/machines/order';
import { StatusChip, type Tone } from './StatusChip';

const TONES: Record<OrderStatus, Tone> = {
  waiting_for_applicants: 'default',
  published: 'info',
  in_progress: 'primary',
  completed: 'success',
  partially_completed: 'warning',
  expired: 'default',
  failed: 'error',
  customer_cancelled: 'default',
  cancelled_by_iw: 'warning',
  cancelled_by_admin: 'error',
};

/** An order's status with the catalogue's name (app.order_status.*). */
export const OrderStatusField = (props: FieldProps) => <StatusChip {...props} source={props.source ?? 'status'} prefix="app.order_status" tones={TONES} />;
