import { DateField, useRecordContext } from 'react-admin';
import type { Order } from '../../domain/entities/orders';

/** When the order reached its current status: the last entry of its status history. */
export function StatusSinceField() {
  const order = useRecordContext<Order>();
  const last = order?.statusHistory.at(-1);
  return last ? <DateField record={last} source="at" /> : <>—</>;
}
