import { DateInput, NumberInput, SelectInput } from 'react-admin';
import { SERVICE_TYPES } from '../../domain/vocabulary/orders';
import { orderMachine } from '../../domain/machines/order';
import { dayOf, endOfDay } from '../common/filterInputs';
import { UserPickerInput } from '../common/people/UserPickerInput';

const serviceTypeChoices = SERVICE_TYPES.map((id) => ({ id, name: `app.service_types.${id}` }));

/** The filters of every order list (the status is fixed by the route). */
export const orderFilters = [
  <SelectInput key="serviceType" source="serviceType" choices={serviceTypeChoices} alwaysOn />,
  <DateInput key="paymentDate_gte" source="paymentDate_gte" label="app.money.filters.paid_from" alwaysOn />,
  <DateInput key="paymentDate_lte" source="paymentDate_lte" label="app.money.filters.paid_to" parse={endOfDay} format={dayOf} alwaysOn />,
  <NumberInput key="totalPrice_gte" source="totalPrice_gte" label="app.money.filters.total_min" min={0} />,
  <NumberInput key="totalPrice_lte" source="totalPrice_lte" label="app.money.filters.total_max" min={0} />,
  <UserPickerInput key="customerId" source="customerId" label="resources.orders.fields.customerId" />,
];

const statusChoices = orderMachine.states.map((id) => ({ id, name: `app.enums.orderStatus.${id}` }));

/** /orders lists every status: the status is a filter there, shown first. */
export const allOrderFilters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />, ...orderFilters];
