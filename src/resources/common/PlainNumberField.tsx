import { useRecordContext } from 'react-admin';
import { useLocaleFormat } from '../../providers/useLocaleFormat';

interface PlainNumberFieldProps {
  source: string;
  options?: Intl.NumberFormatOptions;
  /** Read by Datagrid for the column header and sorting. */
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

/**
 * A count or rating in the admin's language, as react-admin's NumberField writes it, for list
 * columns: a plain span with a shared formatter (NumberField builds one per cell and styles a
 * Typography). Empty when the record has no number there.
 */
export function PlainNumberField({ source, options }: PlainNumberFieldProps) {
  const record = useRecordContext();
  const format = useLocaleFormat();
  const value = record?.[source];
  if (value === null || value === undefined || value === '' || Number.isNaN(Number(value))) return null;
  return <span>{format.number(Number(value), options)}</span>;
}
// Datagrid aligns a column by its field's `textAlign`, as for react-admin's NumberField.
PlainNumberField.textAlign = 'right' as const;
