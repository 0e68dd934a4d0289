import type { CsvColumn } from '../common/labelledExport';
import type { CommissionRate } from '../../domain/entities/commissionRates';
import { rateTookEffect } from '../../domain/rateInForce';

/**
 * One row per custom rate: the user and the granting admin by name, the status by its label, since
 * when the rate took effect (as the list shows it), the history as "change rate% at" entries
 * joined by ";".
 */
export const RATE_EXPORT_COLUMNS: readonly CsvColumn[] = [
  { source: 'id' },
  { source: 'userId', person: 'users' },
  { source: 'rate' },
  { source: 'status', valueLabel: (v) => `app.enums.rateStatus.${v}` },
  { source: 'grantedByAdminId', person: 'admins' },
  { source: 'since', format: (_since, record) => rateTookEffect(record as unknown as CommissionRate) },
  { source: 'removedAt' },
  {
    source: 'history',
    format: (history) => (history as CommissionRate['history']).map((h) => `${h.change} ${h.rate}% ${h.at}`).join('; '),
  },
];
