import type { CsvColumn } from '../common/labelledExport';
import type { CommissionRate } from '../../domain/entities/commissionRates';

/**
 * One row per custom rate: the user and the granting admin by name, the status by its label, the
 * history as "change rate% at" entries joined by ";".
 */
export const RATE_EXPORT_COLUMNS: readonly CsvColumn[] = [
  { source: 'id' },
  { source: 'userId', person: 'users' },
  { source: 'rate' },
  { source: 'status', valueLabel: (v) => `app.enums.rateStatus.${v}` },
  { source: 'grantedByAdminId', person: 'admins' },
  { source: 'since' },
  { source: 'removedAt' },
  { source: 'history', format: (history) => (history as CommissionRate['history']).map((h) => `${h.change} ${h.rate}% ${h.at}`).join('; ') },
];
