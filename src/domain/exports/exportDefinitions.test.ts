import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { ENTITIES } from '../entities';
import type { CollectionName } from '../collections';
import { AUDIT_ONLY_COLUMNS, EXPORT_COLUMNS } from './exportDefinitions';
import { englishText, englishTranslate } from './englishTranslate';
import { exportCell, exportHeader, type CellContext } from './exportCells';

const translate = englishTranslate;

/** The values of an enum field, through nullable and optional wrappers; null for any other field. */
function enumValues(schema: unknown): string[] | null {
  let s = schema as { options?: unknown; unwrap?: () => unknown; def?: { innerType?: unknown } } | undefined;
  for (let i = 0; i < 3 && s && !Array.isArray(s.options); i++) s = (s.unwrap?.() ?? s.def?.innerType) as typeof s;
  return s && Array.isArray(s.options) ? (s.options as string[]) : null;
}

const entries = Object.entries({ ...EXPORT_COLUMNS, ...AUDIT_ONLY_COLUMNS }) as [
  CollectionName,
  NonNullable<(typeof EXPORT_COLUMNS)[CollectionName]>,
][];

describe('export columns', () => {
  it.each(entries)('%s: every column is a field, headed by a label of the catalogue', (collection, columns) => {
    const shape = ENTITIES[collection].record.shape as Record<string, unknown>;
    for (const column of columns) {
      expect(Object.keys(shape), `${collection}.${column.source}`).toContain(column.source);
      const key = column.header ?? `resources.${collection}.fields.${column.source}`;
      expect(englishText(key), key).toBeTypeOf('string');
    }
  });

  it.each(entries)('%s: every value of an enum column has its label', (collection, columns) => {
    const shape = ENTITIES[collection].record.shape as Record<string, unknown>;
    for (const column of columns) {
      const values = column.label && !column.unlabelled ? enumValues(shape[column.source]) : null;
      for (const value of values ?? [])
        expect(englishText(column.label!(value)), `${collection}.${column.source}=${value}`).toBeTypeOf('string');
    }
  });
});

describe('export cells', () => {
  const cells: CellContext = {
    translate,
    locales: 'en-US',
    timeZone: 'Asia/Kolkata',
    named: (lookup, id) => (lookup === 'users' && id === '7' ? 'Asha Verma' : undefined),
    countryName: (code) => (code === 'IN' ? 'India' : code),
  };
  const column = (collection: CollectionName, source: string) => EXPORT_COLUMNS[collection]!.find((c) => c.source === source)!;

  it('writes labels, names, dates in the time zone, amounts as the list does; never codes, ids or ISO times', () => {
    const strike = { userId: 7, status: 'appealed', issuedAt: '2026-05-19T20:00:00.000Z', decidedByAdminId: 3 };
    expect(exportCell(column('strikes', 'status'), strike, cells)).toBe(en.app.enums.strikeStatus.appealed);
    expect(exportCell(column('strikes', 'userId'), strike, cells)).toBe('Asha Verma');
    // An admin the caller may not read (or that is gone): unknown, by the catalogue.
    expect(exportCell(column('strikes', 'decidedByAdminId'), strike, cells)).toBe('Unknown (#3)');
    // 20:00 UTC is the next day in India.
    expect(exportCell(column('strikes', 'issuedAt'), strike, cells)).toBe('5/20/2026');
    expect(exportCell(column('wallet-transactions', 'amount'), { amount: 15203 }, cells)).toBe('15,203.00');
    expect(exportHeader('strikes', column('strikes', 'issuedAt'), translate)).toBe(en.resources.strikes.fields.issuedAt);
    expect(exportCell(column('users', 'country'), { country: 'IN' }, cells)).toBe('India');
    expect(exportCell(column('users', 'online'), { online: true }, cells)).toBe('Yes');
  });

  it('writes a phone without a visible apostrophe, and anything else that looks like a formula stays text', () => {
    expect(exportCell(column('users', 'phone'), { phone: '+91 98765 43210' }, cells)).toBe('\u200E+91 98765 43210');
    expect(exportCell(column('users', 'phone'), { phone: '=HYPERLINK("x")' }, cells)).toBe('=HYPERLINK("x")');
  });
});
