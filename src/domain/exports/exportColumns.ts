import type { CollectionName } from '../collections';

/** The collection an id column points at: its records are written by name (src/domain/recordNames.ts). */
export type ExportLookup = CollectionName;

/** How a value is written: as the list shows it. */
export type ExportKind =
  'text' | 'date' | 'dateTime' | 'money' | 'number' | 'percent' | 'boolean' | 'phone' | 'country' | 'list' | 'changes';

/**
 * One column of a list's export (a CSV a person opens in a spreadsheet). The header is the field's
 * label from the catalogue, an enum value its label, an id the name of what it points at, a date
 * and an amount as the list writes them.
 */
export interface ExportColumn {
  /** The field read; the header is `resources.<collection>.fields.<source>` unless `header` names another key. */
  source: string;
  header?: string;
  kind?: ExportKind;
  /** Catalogue key of a value's label (an enum value, or each item of a list). */
  label?: (value: string) => string;
  /** The text of a value the catalogue has no label for (else the value itself). */
  unlabelled?: (value: string) => string;
  /** The id of a record of this collection: written as its name (people) or its reference (orders). */
  lookup?: ExportLookup;
  /** The id of a record of the collection another field of the row names (the audit log's `resource`). */
  lookupIn?: string;
  /** A value worked out from the whole record (the commission as the card shows it), then written by `kind`. */
  derive?: (record: Readonly<Record<string, unknown>>) => unknown;
}

export const enumLabel =
  (group: string) =>
  (value: string): string =>
    `app.enums.${group}.${value}`;

export const text = (source: string, extra: Partial<ExportColumn> = {}): ExportColumn => ({ source, kind: 'text', ...extra });
export const date = (source: string, extra: Partial<ExportColumn> = {}): ExportColumn => ({ source, kind: 'date', ...extra });
export const dateTime = (source: string, extra: Partial<ExportColumn> = {}): ExportColumn => ({ source, kind: 'dateTime', ...extra });
export const money = (source: string, extra: Partial<ExportColumn> = {}): ExportColumn => ({ source, kind: 'money', ...extra });
export const number = (source: string): ExportColumn => ({ source, kind: 'number' });
export const enumOf = (source: string, group: string): ExportColumn => ({ source, kind: 'text', label: enumLabel(group) });
export const person = (source: string, of: 'users' | 'admins' = 'users'): ExportColumn => ({ source, kind: 'text', lookup: of });

/** "cancel_by_admin" -> "Cancel by admin": a name the catalogue does not label (yet), as the screens write it. */
export function humanize(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
