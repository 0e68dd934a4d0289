import { downloadCSV, type Exporter } from 'react-admin';
import type { Order } from '../../domain/entities/orders';

/** The columns of the orders CSV: identifiers, parties, every money field, dates. */
export const ORDER_CSV_COLUMNS = [
  'reference',
  'serviceType',
  'status',
  'customerId',
  'providerId',
  'title',
  'totalPrice',
  'commissionRate',
  'commission',
  'userEarnings',
  'initialDeposit',
  'pricePerInfluencer',
  'influencerCount',
  'escrowBalance',
  'remainingBalance',
  'refundedAmount',
  'cardProviderFee',
  'paidToYou',
  'paymentDate',
  'refundDate',
  'dateCompleted',
  'dueDate',
  'receiptNumber',
] as const satisfies readonly (keyof Order)[];

/** One CSV row per order; additional deposits as "amount@date" joined by ";" in one column. */
export function orderRows(orders: Order[]): Record<string, unknown>[] {
  return orders.map((o) => ({
    ...Object.fromEntries(ORDER_CSV_COLUMNS.map((c) => [c, o[c]])),
    additionalDeposits: o.additionalDeposits.map((d) => `${d.amount}@${d.date}`).join(';'),
  }));
}

/** papaparse loads only when an admin exports, keeping it out of the first page's bundle. */
export const orderExporter: Exporter = async (records) => {
  const { toCsv } = await import('../../domain/csv');
  downloadCSV(toCsv(orderRows(records as Order[]), [...ORDER_CSV_COLUMNS, 'additionalDeposits']), 'orders');
};
