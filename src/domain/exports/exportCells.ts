import { dateTimeFormat, numberFormat } from '../intlFormats';
import { formatMoney } from '../money';
import { RECORD_NAMES, namedCollection } from '../recordNames';
import type { ExportColumn, ExportLookup } from './exportColumns';
import { readableChanges, type ChangeSide } from './auditChanges';

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
 * A phone cell starts with a LEFT-TO-RIGHT MARK, invisible: a spreadsheet then keeps `+91 98765
 * 43210` as the text it is, where it would otherwise read it as a sum or a number (`9.19877E+11`).
 * The CSV writer adds no apostrophe to a cell of a phone's characters alone (src/domain/csv.ts);
 * only such a value gets the mark, so no formula can hide behind it.
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
  const lookup = column.lookupIn ? namedCollection(record[column.lookupIn]) : column.lookup;
  if (lookup || column.lookupIn) return nameCell(lookup, String(value), ctx);
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
    case 'changes':
      return readableChanges(String(record.resource), value, ctx, exportCell)
        .map((line) => `${line.label}: ${sideText(line.before, ctx)} → ${sideText(line.after, ctx)}`)
        .join('; ');
    default:
      return labelled(column, value, ctx);
  }
}

/**
 * A record an id points at, by name; one the caller may not read (or that is gone) as unknown; one
 * of a collection without names (a list import) by its number.
 */
function nameCell(lookup: ExportLookup | undefined, id: string, ctx: CellContext): string {
  const name = lookup ? ctx.named(lookup, id) : undefined;
  if (name) return name;
  return lookup && RECORD_NAMES[lookup] ? ctx.translate('app.common.unknown_person', { id, _: `#${id}` }) : `#${id}`;
}

function sideText(side: ChangeSide, ctx: CellContext): string {
  return 'text' in side ? side.text : nameCell(side.collection, side.id, ctx);
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

/** An item of a list cell: a value (by its label), an amount on a date, or a rate change. */
function listItem(column: ExportColumn, item: unknown, ctx: CellContext): string {
  if (item === null || typeof item !== 'object') return labelled(column, item ?? '', ctx);
  const o = item as Record<string, unknown>;
  const on = (d: unknown) => (d ? ` (${writeDate(d, ctx, 'date')})` : '');
  if ('percent' in o) return `${ctx.translate(String(o.label))} ${numberFormat(ctx.locales).format(Number(o.percent))} %${on(o.date)}`;
  if ('amount' in o) return `${formatMoney(Number(o.amount))}${on(o.date)}`;
  return '';
}
