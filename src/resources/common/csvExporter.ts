import { downloadCSV, type Exporter } from 'react-admin';

/**
 * The export of every list without one of its own (AppList's default, in place of react-admin's,
 * which writes formula-leading cells as they are): each record flattened, through the one CSV
 * writer. The writer (and papaparse) load only when an admin exports.
 */
export const csvExporter: Exporter = async (records, _fetchRelated, _dataProvider, resource) => {
  const { flattenRecord, toCsv } = await import('../../domain/csv');
  downloadCSV(toCsv((records as Record<string, unknown>[]).map((r) => flattenRecord(r))), resource ?? 'export');
};
