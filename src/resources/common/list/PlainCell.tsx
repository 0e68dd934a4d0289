import { useRecordContext, useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../../providers/useLocaleFormat';
import type { ListColumn, PlainCellKind } from './listColumns';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The value at a source, through nested records (`nameChange.reason`), as react-admin's fields read it. */
const valueAt = (record: Record<string, unknown> | undefined, source: string): unknown =>
  source
    .split('.')
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      record,
    );

/** A cell's value as text, a date or a number, written in the chosen language's formats. */
export function PlainCell({ column, kind }: { column: ListColumn; kind: PlainCellKind }) {
  const record = useRecordContext();
  const format = useLocaleFormat();
  const translate = useTranslate();
  const value = valueAt(record, column.source);
  if (isBlank(value)) return column.emptyText ? <span>{translate(column.emptyText, { _: column.emptyText })}</span> : null;
  switch (kind) {
    case 'date':
      return <span>{format.date(value as string, column.format as Intl.DateTimeFormatOptions)}</span>;
    case 'dateTime':
      return <span>{format.dateTime(value as string, column.format as Intl.DateTimeFormatOptions)}</span>;
    case 'number':
      return Number.isNaN(Number(value)) ? null : <span>{format.number(Number(value), column.format as Intl.NumberFormatOptions)}</span>;
    case 'text':
      return <span>{String(value)}</span>;
  }
}
