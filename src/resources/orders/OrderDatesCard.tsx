import { DateField, TextField, useRecordContext } from 'react-admin';
import type { Order } from '../../domain/entities/orders';
import { DetailCard } from './DetailCard';
import { DetailRow } from './DetailRow';
import { UserNameField } from '../common/people/UserNameField';
import { ServiceTypeField } from './ServiceTypeField';

const f = (name: keyof Order) => `resources.orders.fields.${name}`;

/** Who the order is between, what it is, and its dates. */
export function OrderDatesCard() {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <DetailCard title="app.money.orders.parties_and_dates">
      <DetailRow label={f('serviceType')}>
        <ServiceTypeField source="serviceType" />
      </DetailRow>
      <DetailRow label={f('customerId')}>
        <UserNameField source="customerId" />
      </DetailRow>
      <DetailRow label={f('providerId')}>
        <UserNameField source="providerId" />
      </DetailRow>
      <DetailRow label={f('paymentDate')}>
        <DateField source="paymentDate" showTime />
      </DetailRow>
      <DetailRow label={f('dueDate')}>
        <DateField source="dueDate" />
      </DetailRow>
      <DetailRow label={f('refundDate')}>
        <DateField source="refundDate" showTime emptyText="—" />
      </DetailRow>
      <DetailRow label={f('dateCompleted')}>
        <DateField source="dateCompleted" showTime emptyText="—" />
      </DetailRow>
      <DetailRow label={f('receiptNumber')}>
        <TextField source="receiptNumber" />
      </DetailRow>
    </DetailCard>
  );
}
