import { Typography } from '@mui/material';
import { Pagination, ReferenceManyField, SelectField, useTranslate } from 'react-admin';
import { SERVICE_TYPES } from '../../../domain/vocabulary/orders';
import { orderMachine } from '../../../domain/machines/order';
import { ListTable } from '../../common/list/ListTable';
import { MoneyField } from '../../common/MoneyField';
import { RelatedEmpty } from './RelatedEmpty';

const SERVICE_CHOICES = SERVICE_TYPES.map((id) => ({ id, name: `app.service_types.${id}` }));
const STATUS_CHOICES = orderMachine.states.map((id) => ({ id, name: `app.enums.orderStatus.${id}` }));

function OrdersAs({ target, titleKey }: { target: 'customerId' | 'providerId'; titleKey: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {translate(titleKey)}
      </Typography>
      <ReferenceManyField
        reference="orders"
        target={target}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={5}
        pagination={<Pagination rowsPerPageOptions={[5]} />}
      >
        <ListTable
          columns={[
            { source: 'reference', label: 'app.manageUsers.related.orders.reference' },
            { source: 'title', label: 'app.manageUsers.related.orders.title' },
            {
              source: 'serviceType',
              label: 'app.manageUsers.related.orders.serviceType',
              cell: <SelectField source="serviceType" choices={SERVICE_CHOICES} />,
            },
            {
              source: 'status',
              label: 'app.manageUsers.related.orders.status',
              cell: <SelectField source="status" choices={STATUS_CHOICES} />,
            },
            {
              source: 'totalPrice',
              label: 'app.manageUsers.related.orders.totalPrice',
              cell: <MoneyField source="totalPrice" />,
              align: 'right',
            },
            { source: 'createdAt', label: 'app.manageUsers.related.orders.createdAt', cell: 'date' },
          ]}
          aria-label={translate(titleKey)}
          empty={<RelatedEmpty messageKey="app.manageUsers.user.no_orders" />}
        />
      </ReferenceManyField>
    </>
  );
}

/** Orders the user placed as a customer, and jobs they took as a provider. */
export const UserOrdersTab = () => (
  <>
    <OrdersAs target="customerId" titleKey="app.manageUsers.user.orders_as_customer" />
    <OrdersAs target="providerId" titleKey="app.manageUsers.user.orders_as_provider" />
  </>
);
