import { analyzeCandidates, objectsToCandidates, tableToCandidates } from './analyzeImport';
import { ImportFileError } from './importFile';
import { IMPORT_LISTS } from './importLists';

const categories = IMPORT_LISTS['user-categories'];
const countries = IMPORT_LISTS.countries;

describe('tableToCandidates', () => {
  it('maps header names loosely, splits array cells, skips blank rows and numbers rows as in the sheet', () => {
    const { candidates, ignoredColumns } = tableToCandidates(categories, [
      ['Sub Categories', ' NAME ', 'Notes'],
      ['Yoga; Pilates ;', 'Wellness', 'ignored'],
      ['', '', ''],
      ['', 'Cooking', ''],
    ]);
    expect(ignoredColumns).toEqual(['Notes']);
    expect(candidates).toEqual([
      { row: 2, values: { name: 'Wellness', subcategories: ['Yoga', 'Pilates'] } },
      { row: 4, values: { name: 'Cooking', subcategories: [] } },
    ]);
  });

  it('needs only the columns whose field refuses an empty value', () => {
    expect(() => tableToCandidates(IMPORT_LISTS['services-offered'], [['name'], ['Only a name']])).not.toThrow();
    try {
      tableToCandidates(countries, [['country'], ['India']]);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ImportFileError);
      expect((e as ImportFileError).code).toBe('missing_columns');
      expect((e as ImportFileError).detail.missing).toEqual(['name', 'code']);
    }
  });

  it('refuses a file without data rows', () => {
    expect(() => tableToCandidates(countries, [['name', 'code']])).toThrow(expect.objectContaining({ code: 'no_rows' }));
    expect(() => objectsToCandidates(countries, [])).toThrow(expect.objectContaining({ code: 'no_rows' }));
  });
});

describe('analyzeCandidates', () => {
  const table = [
    ['name', 'code'],
    ['India', 'in'],
    ['Bharat', 'IN'],
    ['Nowhere', '123'],
    ['France', 'FR'],
    ['', 'XX'],
  ];

  it('validates with the create schema, normalizes codes and marks duplicates within the file and against the list', () => {
    const { candidates } = tableToCandidates(countries, table);
    const result = analyzeCandidates(countries, candidates, new Set(['fr']));
    expect(result.counts).toEqual({ ok: 1, duplicate: 2, invalid: 2 });
    expect(result.accepted).toEqual([{ name: 'India', code: 'IN' }]);
    expect(result.rows.map((r) => [r.row, r.status, r.duplicateOf ?? r.issues.map((i) => `${i.field}:${i.code}`).join()])).toEqual([
      [2, 'ok', ''],
      [3, 'duplicate', 'file'],
      [4, 'invalid', 'code:invalid_format'],
      [5, 'duplicate', 'list'],
      [6, 'invalid', 'name:too_small'],
    ]);
  });

  it('flags unknown fields of JSON rows (the schema is strict)', () => {
    const result = analyzeCandidates(countries, objectsToCandidates(countries, [{ name: 'Chad', code: 'TD', capital: "N'Djamena" }]));
    expect(result.rows[0].status).toBe('invalid');
    expect(result.rows[0].issues[0].code).toBe('unrecognized_keys');
  });
});
