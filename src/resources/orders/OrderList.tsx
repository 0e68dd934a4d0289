import { Datagrid, DateField, ExportButton, FilterButton, TopToolbar } from 'react-admin';
import type { OrderStatus } from '../../domain/machines/order';
import { AppList } from '../common/AppList';
import { MoneyField } from '../common/MoneyField';
import { ServiceTypeField } from './ServiceTypeField';
import { UserNameField } from './UserNameField';
import { orderFilters } from './orderFilters';
import { orderExporter } from './orderExporter';
import { CurrencyNote } from './CurrencyNote';
import { StatusSinceField } from './StatusSinceField';
import { OrderReferenceField } from './OrderReferenceField';

const OrderListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

/** The date that says most about an order in that status: when it is due, done, or ended (a Datagrid column). */
function statusDateColumn(status: OrderStatus) {
  if (status === 'in_progress') return <DateField source="dueDate" />;
  if (status === 'completed' || status === 'partially_completed') return <DateField source="dateCompleted" emptyText="—" />;
  return <StatusSinceField source="statusHistory" label="app.money.orders.ended_at" sortable={false} />;
}

/**
 * The orders in one status (/in-progress, /completed, ...): every order route renders this with
 * its fixed status; each keeps its own sort, page and filters (storeKey).
 */
export function OrderList({ status }: { status: OrderStatus }) {
  return (
    <AppList
      resource="orders"
      title={`app.order_status.${status}`}
      filter={{ status }}
      filters={orderFilters}
      storeKey={`orders.${status}`}
      sort={{ field: 'paymentDate', order: 'DESC' }}
      actions={<OrderListActions />}
      exporter={orderExporter}
      emptyKey="app.money.orders.empty"
    >
      <CurrencyNote />
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <OrderReferenceField source="reference" />
        <ServiceTypeField source="serviceType" />
        <UserNameField source="customerId" />
        <MoneyField source="totalPrice" textAlign="right" />
        <DateField source="paymentDate" />
        {statusDateColumn(status)}
      </Datagrid>
    </AppList>
  );
}
