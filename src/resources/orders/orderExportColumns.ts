import type { RaRecord } from 'react-admin';
import type { CsvColumn } from '../common/labelledExport';
import type { Order } from '../../domain/entities/orders';
import { orderSettlement } from '../../domain/money';

const money = (source: keyof Order): CsvColumn => ({ source });

/**
 * The commission and the earnings as the order's card shows them (orderSettlement: what was kept
 * after refunds, split at the rate), not the split of the full price stored when it was placed,
 * so a spreadsheet and the screen never disagree on a refunded or waiting order.
 */
const settlementPart = (source: 'commission' | 'userEarnings', part: 'commission' | 'earnings'): CsvColumn => ({
  source,
  format: (_stored, record: RaRecord) => orderSettlement(record as unknown as Order)[part],
});

/**
 * The columns of the orders CSV: the reference, the service and status by their labels, the
 * customer and the provider by name, every money field (the commission and the earnings as the
 * card shows them), the dates; additional deposits as "amount@date" joined by ";" in one column.
 */
export const ORDER_EXPORT_COLUMNS: readonly CsvColumn[] = [
  { source: 'reference' },
  { source: 'serviceType', valueLabel: (v) => `app.service_types.${v}` },
  { source: 'status', valueLabel: (v) => `app.enums.orderStatus.${v}` },
  { source: 'customerId', person: 'users' },
  { source: 'providerId', person: 'users' },
  { source: 'title' },
  ...(['totalPrice', 'commissionRate'] as const).map(money),
  settlementPart('commission', 'commission'),
  settlementPart('userEarnings', 'earnings'),
  ...(['initialDeposit', 'pricePerInfluencer', 'influencerCount'] as const).map(money),
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
