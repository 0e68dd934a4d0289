import { useLocale, useRecordContext } from 'react-admin';
import { formatMoney } from '../../../domain/money';

/** An amount in the currency's major unit, formatted by money.ts for the admin's language. */
export function MoneyField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const locale = useLocale();
  const value = record?.[source];
  if (typeof value !== 'number') return null;
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(value, locale === 'hi' ? 'en-IN' : 'en-US')}</span>;
}
