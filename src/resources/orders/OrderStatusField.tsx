import type { FieldProps } from 'react-admin';
import { StatusChip } from '../common/StatusChip';

/** An order's status with the catalogue's name (app.enums.orderStatus.*). */
export const OrderStatusField = ({ source = 'status' }: FieldProps) => <StatusChip source={source} group="orderStatus" />;
