import { isWithheld } from '../auditVisibility';
import { isCollection, type CollectionName } from '../collections';
import { dateTimeFormat, numberFormat } from '../intlFormats';
import { AUDIT_ONLY_COLUMNS, EXPORT_COLUMNS } from './exportDefinitions';
import { humanize, type ExportColumn } from './exportColumns';
import type { CellContext } from './exportCells';

/** One side of a change: text to show, or a record to name (the screen links it, a file writes its name). */
export type ChangeSide = { text: string } | { collection: CollectionName; id: string };

/** A changed field as a person reads it: the field's label, its value before and after. */
export interface ChangeLine {
  field: string;
  label: string;
  before: ChangeSide;
  after: ChangeSide;
  /** The server withheld both values from the caller's role. */
  withheld: boolean;
}

/** What writing a value needs: the catalogue, the locale and time zone (names come later, by ChangeSide). */
export type ChangeContext = Omit<CellContext, 'named'>;

/** Writes a value by its column, as the collection's export writes it (passed in: exportCells calls here). */
export type WriteColumn = (column: ExportColumn, record: Readonly<Record<string, unknown>>, ctx: CellContext) => string | number;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_NAMES: CellContext['named'] = () => undefined;

/**
 * An audit entry's changes in the words of the collection it changed: the field's catalogue
 * label, a value written as that collection's export column writes it (an enum by its label, a
 * date in the admin's zone, an amount as money), an id as the record it names; a field without a
 * column is written plainly (dates local, lists and objects as "Label: value", never JSON).
 * Unchanged pairs are left out.
 */
export function readableChanges(resource: string, changes: unknown, ctx: ChangeContext, write: WriteColumn): ChangeLine[] {
  if (!changes || typeof changes !== 'object') return [];
  const columns = isCollection(resource) ? (EXPORT_COLUMNS[resource] ?? AUDIT_ONLY_COLUMNS[resource] ?? []) : [];
  const label = (field: string) =>
    ctx.translate(`resources.${resource}.fields.${field}`, { _: humanize(field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()) });
  const lines: ChangeLine[] = [];
  for (const [field, change] of Object.entries(changes as Record<string, { before?: unknown; after?: unknown } | null>)) {
    const before = change?.before;
    const after = change?.after;
    if (isWithheld(before) || isWithheld(after)) {
      const hidden = { text: ctx.translate('app.administration.audit.withheld') };
      lines.push({ field, label: label(field), before: hidden, after: hidden, withheld: true });
      continue;
    }
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    // A column that works its value out of the whole record (an order's settled commission) cannot write one field alone.
    const column = columns.find((c) => c.source === field && !c.derive && !c.lookupIn);
    const side = (value: unknown) => changeSide(column, field, value, { ...ctx, label }, write);
    lines.push({ field, label: label(field), before: side(before), after: side(after), withheld: false });
  }
  return lines;
}

/** The context of a value: also how a nested field (`currentInfo.firstName`) is labelled. */
type ValueContext = ChangeContext & { label: (field: string) => string };

function changeSide(column: ExportColumn | undefined, field: string, value: unknown, ctx: ValueContext, write: WriteColumn): ChangeSide {
  const absent = { text: ctx.translate('app.administration.audit.absent') };
  if (value === null || value === undefined || value === '') return absent;
  if (column?.lookup && (typeof value === 'number' || typeof value === 'string')) return { collection: column.lookup, id: String(value) };
  if (column) {
    const { label: _label, ...cells } = ctx;
    return { text: String(write(column, { [field]: value }, { ...cells, named: NO_NAMES })) || absent.text };
  }
  return { text: plainValue(value, ctx) };
}

/** A value no column describes: dates in the admin's zone, yes/no, numbers by the locale, lists and objects spelled out. */
function plainValue(value: unknown, ctx: ValueContext): string {
  if (value === null || value === undefined || value === '') return ctx.translate('app.administration.audit.absent');
  if (typeof value === 'boolean') return ctx.translate(value ? 'app.common.yes' : 'app.common.no');
  if (typeof value === 'number') return numberFormat(ctx.locales).format(value);
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value)) return dateTimeFormat(ctx.locales, { timeZone: ctx.timeZone }, 'dateTime').format(new Date(value));
    if (ISO_DATE.test(value)) return dateTimeFormat(ctx.locales, { timeZone: 'UTC' }, 'date').format(new Date(`${value}T00:00:00Z`));
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => plainValue(item, ctx)).join('; ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${ctx.label(key)}: ${plainValue(item, ctx)}`)
    .join(', ');
}
