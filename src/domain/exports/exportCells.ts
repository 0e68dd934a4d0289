import { isWithheld } from '../auditVisibility';
import { dateTimeFormat, numberFormat } from '../intlFormats';
import { formatMoney } from '../money';
import type { ExportColumn, ExportLookup } from './exportColumns';

/** Catalogue lookup with react-admin's options: `_` is the text when the key is missing. */
export type Translate = (key: string, options?: { _?: string; smart_count?: number; [name: string]: unknown }) => string;

/** What writing a cell needs besides the record: the admin's language and time zone, and the names of what ids point at. */
export interface CellContext {
  translate: Translate;
  /** The Intl locale dates are written in (`en-US`, `hi-IN`). */
  locales: string;
  timeZone: string;
  /** The name of the record an id points at; undefined when it is unknown or the role may not read it. */
  named(lookup: ExportLookup, id: string): string | undefined;
  countryName(code: string): string;
}

/**
 * A phone cell starts with a LEFT-TO-RIGHT MARK: the one CSV writer prefixes a cell beginning with
 * `+` with an apostrophe (a formula guard), which a spreadsheet shows; the mark is invisible, keeps
 * the number left to right and makes the cell plain text. Only a value that is nothing but a phone
 * number's characters gets it, so no formula can hide behind it.
 */
const LRM = '\u200E';
const PHONE = /^\+?[\d\s().-]+$/;

export function exportHeader(collection: string, column: ExportColumn, translate: Translate): string {
  return translate(column.header ?? `resources.${collection}.fields.${column.source}`, { _: column.source });
}

/** One cell of a row: text as the list shows it, or a plain number for counts. */
export function exportCell(column: ExportColumn, record: Readonly<Record<string, unknown>>, ctx: CellContext): string | number {
  const value = column.derive ? column.derive(record) : record[column.source];
  if (value === null || value === undefined || value === '') return '';
  if (column.lookup) {
    const id = String(value);
    return ctx.named(column.lookup, id) ?? ctx.translate('app.common.unknown_person', { id, _: `#${id}` });
  }
  switch (column.kind ?? 'text') {
    case 'date':
      return writeDate(value, ctx, 'date');
    case 'dateTime':
      return writeDate(value, ctx, 'dateTime');
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'number':
      return typeof value === 'number' ? value : String(value);
    case 'percent':
      return typeof value === 'number' ? `${numberFormat(ctx.locales).format(value)} %` : String(value);
    case 'boolean':
      return ctx.translate(value ? 'app.common.yes' : 'app.common.no');
    case 'phone':
      return PHONE.test(String(value)) ? `${LRM}${String(value)}` : String(value);
    case 'country':
      return ctx.countryName(String(value));
    case 'list':
      return (Array.isArray(value) ? value : [value]).map((item) => listItem(column, item, ctx)).join('; ');
    default:
      return labelled(column, value, ctx);
  }
}

function labelled(column: ExportColumn, value: unknown, ctx: CellContext): string {
  const raw = String(value);
  return column.label ? ctx.translate(column.label(raw), { smart_count: 1, _: column.unlabelled?.(raw) ?? raw }) : raw;
}

function writeDate(value: unknown, ctx: CellContext, kind: 'date' | 'dateTime'): string {
  const at = new Date(String(value));
  if (Number.isNaN(at.getTime())) return String(value);
  return dateTimeFormat(ctx.locales, { timeZone: ctx.timeZone }, kind).format(at);
}

/** An item of a list cell: a value (by its label), an amount on a date, a rate change, or an audit entry's change. */
function listItem(column: ExportColumn, item: unknown, ctx: CellContext): string {
  if (item === null || typeof item !== 'object') return labelled(column, item ?? '', ctx);
  const o = item as Record<string, unknown>;
  const on = (d: unknown) => (d ? ` (${writeDate(d, ctx, 'date')})` : '');
  if ('field' in o) return `${String(o.field)}: ${changeValue(o.before, ctx)} → ${changeValue(o.after, ctx)}`;
  if ('percent' in o) return `${ctx.translate(String(o.label))} ${numberFormat(ctx.locales).format(Number(o.percent))} %${on(o.date)}`;
  if ('amount' in o) return `${formatMoney(Number(o.amount))}${on(o.date)}`;
  return '';
}

function changeValue(value: unknown, ctx: CellContext): string {
  if (isWithheld(value)) return ctx.translate('app.administration.audit.withheld');
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
