import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import seed from '../../../db.json';
import type { CollectionName } from '../collections';
import { RECORD_NAMES, namedCollection } from '../recordNames';
import { tableToCsv } from '../csv';
import { EXPORT_COLUMNS } from './exportDefinitions';
import { englishTranslate } from './englishTranslate';
import { exportCell, type CellContext } from './exportCells';

/**
 * #39.12: every list's export, written from the seed's own records, reads as the list does: no id
 * where the record pointed at has a name, no enum code, no ISO time, no apostrophe before a phone.
 */
const translate = englishTranslate;

const cells: CellContext = {
  translate,
  locales: 'en-US',
  timeZone: 'Asia/Kolkata',
  // Every record pointed at has a name here: a cell must show it.
  named: (collection, id) => `Name of ${collection} ${id}`,
  countryName: (code) => `Country ${code}`,
};

const ISO_TIME = /\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?/;
/** A raw field name or enum value: lower camel or snake case ("reviewedAt", "cancelled_by_admin", "pending"). */
const RAW_NAME = /^[a-z]+(?:[A-Z_][a-zA-Z_]*)*$/;
const SAMPLE = 300;

const LISTS = [
  'strikes',
  'reports',
  'verification-requests',
  'suspensions',
  'flagged-chats',
  'user-requests',
  'error-reports',
  'wallet-transactions',
  'referrals',
  'audit-log',
  'admins',
  'restricted-words',
  'quickads',
  'media',
  'support-tickets',
  'orders',
  'users',
] as const satisfies readonly CollectionName[];

/** An entry as a decision writes it (the seed's entries change only codes): a time and an id among its changes. */
const DECIDED: Record<string, unknown> = {
  id: 9001,
  adminId: 1,
  action: 'verify',
  resource: 'verification-requests',
  recordId: 2,
  ip: '203.0.113.9',
  at: '2026-11-28T04:40:17.180Z',
  changes: {
    status: { before: 'pending', after: 'verified' },
    reviewedAt: { before: null, after: '2026-11-28T04:40:17.180Z' },
    reviewedByAdminId: { before: null, after: 1 },
  },
};

describe.each(LISTS)('the %s export', (collection) => {
  const columns = EXPORT_COLUMNS[collection]!;
  const records = [
    ...((seed as unknown as Record<string, Record<string, unknown>[]>)[collection] ?? []).slice(0, SAMPLE),
    ...(collection === 'audit-log' ? [DECIDED] : []),
  ];
  // Written and read back as a spreadsheet would: through the one CSV writer.
  const rows = Papa.parse<string[]>(tableToCsv(records.map((r) => columns.map((c) => exportCell(c, r, cells))))).data;

  it('has seed records to write', () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it('writes no ISO time, and no apostrophe before any cell', () => {
    const bad = rows.flat().filter((cell) => ISO_TIME.test(cell) || cell.startsWith("'"));
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('writes the record an id points at by its name', () => {
    columns.forEach((column, i) => {
      for (const [r, row] of rows.entries()) {
        const value = records[r][column.source];
        if (typeof value !== 'number' || !/(^i|I)d$/.test(column.source)) continue;
        // The audit log's record is of the collection its entry names; one without names (a list import) stays "#2".
        const target = column.source === 'recordId' ? namedCollection(records[r].resource) : 'users';
        if (target && RECORD_NAMES[target]) expect(row[i], `${column.source} of #${String(records[r].id)}`).toMatch(/^Name of /);
      }
    });
  });

  it('writes an enum value by its label, never its code', () => {
    columns.forEach((column, i) => {
      const codes = rows
        .map((row, r) => [records[r][column.source], row[i]])
        .filter(([value, cell]) => value === cell && RAW_NAME.test(String(cell)));
      // Restricted words and categories are themselves lower-case text, never codes.
      if (!['text', 'matchedWords', 'categories', 'code'].includes(column.source)) expect(codes, column.source).toEqual([]);
    });
  });

  it('writes a change with the field’s label and its values as the list does', () => {
    columns.forEach((column, i) => {
      if (column.source !== 'changes') return;
      for (const row of rows)
        for (const change of row[i] ? row[i].split('; ') : []) {
          const [label, values] = change.split(': ');
          expect(label, change).not.toMatch(RAW_NAME);
          for (const value of values.split(' → ')) expect(value, change).not.toMatch(RAW_NAME);
        }
    });
  });

  it('writes a phone as itself, with no apostrophe a spreadsheet would show', () => {
    columns.forEach((column, i) => {
      if (column.kind !== 'phone') return;
      for (const [r, row] of rows.entries())
        if (records[r][column.source]) expect(row[i].replace('\u200E', '')).toBe(records[r][column.source]);
    });
  });
});
