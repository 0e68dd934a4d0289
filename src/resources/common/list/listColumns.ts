import type { ReactElement } from 'react';

/** How a plain cell writes its value: as text, a date, a date and time, or a number. */
export type PlainCellKind = 'text' | 'date' | 'dateTime' | 'number';

/**
 * One column of a list, as data (ListTable draws it). A list is an array of these: the header's
 * label, what the server sorts by, and what each row's cell draws.
 */
export interface ListColumn {
  /** The record's field: the cell's value, the sort field, the header's label and the cell's class. */
  source: string;
  /** Tells two columns over one source apart (defaults to the source). */
  key?: string;
  /** A catalogue key for the header (default `resources.<resource>.fields.<source>`). */
  label?: string;
  /** What the server sorts by when the header is pressed; `false`: the column does not sort. */
  sortBy?: string | false;
  /** The order a first press sorts in. */
  sortByOrder?: 'ASC' | 'DESC';
  /**
   * What the cell draws: a plain kind (text by default) or an element drawn in the row's
   * RecordContext (any field reads the row from there).
   */
  cell?: PlainCellKind | ReactElement;
  /** Options of a `number`, `date` or `dateTime` cell. */
  format?: Intl.NumberFormatOptions | Intl.DateTimeFormatOptions;
  /** What a plain cell shows when the value is blank (a catalogue key or text; nothing by default). */
  emptyText?: string;
  /** Classes of the column's cells (FREE_TEXT_CELL for free text). */
  className?: string;
  align?: 'left' | 'right';
}

/** The header's sort field of a column, or undefined when it does not sort. */
export const sortFieldOf = (column: ListColumn): string | undefined =>
  column.sortBy === false ? undefined : (column.sortBy ?? column.source);

export const columnKey = (column: ListColumn): string => column.key ?? column.source;
