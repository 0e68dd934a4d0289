import { downloadCSV, type Exporter } from 'react-admin';
import type { CommissionRate } from '../../domain/entities/commissionRates';

const COLUMNS = ['id', 'userId', 'rate', 'status', 'grantedByAdminId', 'since', 'removedAt', 'history'] as const;

/** One row per custom rate; the history as "change rate% at (admin)" entries joined by ";". */
export const rateExporter: Exporter = async (records) => {
  const { toCsv } = await import('../../domain/csv');
  const rows = (records as CommissionRate[]).map((r) => ({
    ...r,
    history: r.history.map((h) => `${h.change} ${h.rate}% ${h.at} (admin ${h.byAdminId})`).join('; '),
  }));
  downloadCSV(toCsv(rows, COLUMNS), 'commission-rates');
};
