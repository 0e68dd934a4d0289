import { runQuery } from './runQuery';
import { SortedIndex } from './sortedIndex';
import { SearchTextCache } from './searchText';
import { parseListQuery, type QueryFields } from './listQuery';
import type { Rec } from './sortKey';

function source(rows: Rec[]) {
  const indexes = new Map<string, SortedIndex>();
  return {
    all: rows,
    byId: (id: string) => rows.find((r) => String(r.id) === id),
    index: (field: string) => {
      if (!indexes.has(field)) indexes.set(field, new SortedIndex(field, rows));
      return indexes.get(field)!;
    },
    search: new SearchTextCache(),
    indexes,
  };
}

const people: Rec[] = [
  { id: 1, name: 'asha', age: 31, country: 'IN', tags: ['music'] },
  { id: 2, name: 'Bilal', age: 25, country: 'PK', tags: [] },
  { id: 3, name: 'chen', age: 40, country: 'CN', tags: ['acting', 'music'] },
  { id: 4, name: 'Dev', age: 25, country: 'IN', tags: ['acting'] },
];

const ordered = { ops: ['eq', 'ne', 'gte', 'lte'] as const, sortable: true };
const PEOPLE: QueryFields = new Map([
  ['id', { kind: 'number', ...ordered }],
  ['age', { kind: 'number', ...ordered }],
  ['name', { kind: 'text', ops: ['eq', 'ne'] as const, sortable: true }],
  ['country', { kind: 'text', ops: ['eq', 'ne'] as const, sortable: true }],
  ['tags', { kind: 'list', ops: ['eq', 'ne'] as const, sortable: false }],
]);

describe('runQuery', () => {
  it('sorts case-insensitively through the index, both ways, ties by id', () => {
    const src = source(people);
    const names = (raw: Record<string, string>) => runQuery(src, parseListQuery(raw, PEOPLE)).rows.map((r) => r.name);
    expect(names({ _sort: 'name', _order: 'ASC' })).toEqual(['asha', 'Bilal', 'chen', 'Dev']);
    expect(names({ _sort: 'name', _order: 'DESC' })).toEqual(['Dev', 'chen', 'Bilal', 'asha']);
    expect(names({ _sort: 'age', _order: 'ASC' })).toEqual(['Bilal', 'Dev', 'asha', 'chen']);
  });

  it('filters by equality, array membership, ranges and full text, and counts every match', () => {
    const src = source(people);
    const run = (raw: Record<string, string | string[]>) => runQuery(src, parseListQuery(raw, PEOPLE));
    expect(run({ country: 'IN' }).total).toBe(2);
    expect(run({ country: ['IN', 'CN'] }).total).toBe(3);
    expect(run({ tags: 'music' }).rows.map((r) => r.id)).toEqual([1, 3]);
    expect(run({ age_gte: '30' }).rows.map((r) => r.id)).toEqual([1, 3]);
    expect(run({ age_lte: '25', country_ne: 'PK' }).rows.map((r) => r.id)).toEqual([4]);
    expect(run({ q: 'BIL' }).rows.map((r) => r.id)).toEqual([2]);
    const page = run({ _sort: 'id', _order: 'ASC', _start: '1', _end: '3' });
    expect(page.rows.map((r) => r.id)).toEqual([2, 3]);
    expect(page.total).toBe(4);
  });

  it('pages an unfiltered sorted list straight from the index, both ways, past the end too', () => {
    const src = source(people);
    const page = (raw: Record<string, string>) => {
      const { rows, total } = runQuery(src, parseListQuery(raw, PEOPLE));
      return { ids: rows.map((r) => r.id), total };
    };
    expect(page({ _sort: 'name', _order: 'ASC', _start: '1', _end: '3' })).toEqual({ ids: [2, 3], total: 4 });
    expect(page({ _sort: 'name', _order: 'DESC', _start: '0', _end: '3' })).toEqual({ ids: [4, 3, 2], total: 4 });
    expect(page({ _sort: 'name', _order: 'DESC', _start: '3', _end: '10' })).toEqual({ ids: [1], total: 4 });
    expect(page({ _sort: 'name', _order: 'DESC', _start: '4', _end: '10' })).toEqual({ ids: [], total: 4 });
    expect(page({ _sort: 'age', _order: 'ASC', _start: '5', _end: '10' })).toEqual({ ids: [], total: 4 });
  });

  it('looks ids up directly for getMany', () => {
    expect(runQuery(source(people), parseListQuery({ id: ['3', '1', '99'] }, PEOPLE)).rows.map((r) => r.id)).toEqual([3, 1]);
  });

  it('keeps the index right when records change in place', () => {
    const rows = people.map((p) => ({ ...p }));
    const src = source(rows);
    runQuery(src, parseListQuery({ _sort: 'age' }, PEOPLE));
    const idx = src.indexes.get('age')!;
    rows[0].age = 10;
    idx.update(rows[0]);
    const extra = { id: 5, name: 'eve', age: 33, country: 'IN', tags: [] };
    rows.push(extra);
    idx.insert(extra);
    idx.remove(rows[2]);
    rows.splice(2, 1);
    expect(runQuery(src, parseListQuery({ _sort: 'age' }, PEOPLE)).rows.map((r) => r.id)).toEqual([1, 2, 4, 5]);
  });
});
