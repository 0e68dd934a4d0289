import type { CsvColumn } from '../common/labelledExport';
import type { Order } from '../../domain/entities/orders';

const money = (source: keyof Order): CsvColumn => ({ source });

/**
 * The columns of the orders CSV: the reference, the service and status by their labels, the
 * customer and the provider by name, every money field, the dates; additional deposits as
 * "amount@date" joined by ";" in one column.
 */
export const ORDER_EXPORT_COLUMNS: readonly CsvColumn[] = [
  { source: 'reference' },
  { source: 'serviceType', valueLabel: (v) => `app.service_types.${v}` },
  { source: 'status', valueLabel: (v) => `app.enums.orderStatus.${v}` },
  { source: 'customerId', person: 'users' },
  { source: 'providerId', person: 'users' },
  { source: 'title' },
  ...(['totalPrice', 'commissionRate', 'commission', 'userEarnings', 'initialDeposit', 'pricePerInfluencer', 'influencerCount'] as const).map(money),
  ...(['escrowBalance', 'remainingBalance', 'refundedAmount', 'cardProviderFee', 'paidToYou'] as const).map(money),
  { source: 'paymentDate' },
  { source: 'refundDate' },
  { source: 'dateCompleted' },
  { source: 'dueDate' },
  { source: 'receiptNumber' },
  {
    source: 'additionalDeposits',
    format: (deposits) => (deposits as Order['additionalDeposits']).map((d) => `${d.amount}@${d.date}`).join(';'),
  },
];
