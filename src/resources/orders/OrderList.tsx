import { FilterButton, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import type { OrderStatus } from '../../domain/machines/order';
import { AppList } from '../common/AppList';
import { ListTable } from '../common/list/ListTable';
import type { ListColumn } from '../common/list/listColumns';
import { MoneyField } from '../common/MoneyField';
import { ServiceTypeField } from './ServiceTypeField';
import { UserNameField } from '../common/people/UserNameField';
import { allOrderFilters, orderFilters } from './orderFilters';
import { OrderStatusField } from './OrderStatusField';
import { CurrencyNote } from '../common/money/CurrencyNote';
import { StatusSinceField } from './StatusSinceField';
import { OrderReferenceField } from './OrderReferenceField';

const OrderListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);

/** The date that says most about an order in that status: when it is due, done, or ended. */
function statusDateColumn(status: OrderStatus | null): ListColumn {
  if (status === null) return { source: 'status', cell: <OrderStatusField source="status" /> };
  if (status === 'in_progress') return { source: 'dueDate', cell: 'date' };
  if (status === 'completed' || status === 'partially_completed') return { source: 'dateCompleted', cell: 'date', emptyText: '—' };
  return { source: 'statusHistory', label: 'app.money.orders.ended_at', sortBy: false, cell: <StatusSinceField /> };
}

/**
 * The orders in one status (/in-progress, /completed, ...): every order route renders this with
 * its fixed status; each keeps its own sort, page and filters (storeKey). Without a status it is
 * /orders: every order, with the status as a filter, so every status the domain has is reachable
 * (waiting for applicants, published and cancelled by admin have no route of their own).
 */
export function OrderList({ status }: { status: OrderStatus | null }) {
  return (
    <AppList
      resource="orders"
      title={status ? `app.enums.orderStatus.${status}` : 'app.money.orders.all'}
      filter={status ? { status } : undefined}
      filters={status ? orderFilters : allOrderFilters}
      storeKey={`orders.${status ?? 'all'}`}
      sort={{ field: 'paymentDate', order: 'DESC' }}
      actions={<OrderListActions />}
      emptyKey="app.money.orders.empty"
    >
      <CurrencyNote />
      <ListTable
        rowClick="show"
        columns={[
          { source: 'reference', cell: <OrderReferenceField /> },
          { source: 'serviceType', cell: <ServiceTypeField source="serviceType" /> },
          { source: 'customerId', cell: <UserNameField source="customerId" /> },
          { source: 'totalPrice', cell: <MoneyField source="totalPrice" />, align: 'right' },
          { source: 'paymentDate', cell: 'date' },
          statusDateColumn(status),
        ]}
      />
    </AppList>
  );
}

/** /orders: every order, its status a filter. */
export const AllOrdersList = () => <OrderList status={null} />;
