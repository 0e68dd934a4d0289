import { tableToCsv } from '../csv';
import type * as Xlsx from '@e965/xlsx';
import type { ImportListConfig } from './importLists';
import type { Table } from './parseImportFile';

/** The template of a list: its schema's fields as the header, and one example row. */
export function templateTable(cfg: ImportListConfig): Table {
  return [[...cfg.columns], cfg.columns.map((c) => cfg.example[c] ?? '')];
}

export function templateCsv(cfg: ImportListConfig): string {
  return tableToCsv(templateTable(cfg));
}

export function templateXlsx(cfg: ImportListConfig, xlsx: Pick<typeof Xlsx, 'utils' | 'write'>): ArrayBuffer {
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, xlsx.utils.aoa_to_sheet(templateTable(cfg)), cfg.list);
  return xlsx.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}
